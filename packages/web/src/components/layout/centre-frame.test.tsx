import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { CentreFrame } from './centre-frame';

const sections = ['first', 'second', 'third'].map((key) => ({ key, label: key, href: `/centre/${key}` }));

/** The frame as a centre uses it: the section from the address, and the address shown. */
function Centre() {
  const { tab = 'first' } = useParams();
  const { pathname } = useLocation();
  return (
    <CentreFrame title="Centre" navLabel="Sections" sections={sections} current={tab}>
      <p>at {pathname}</p>
    </CentreFrame>
  );
}

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/centre/:tab?" element={<Centre />} />
      </Routes>
    </MemoryRouter>,
  );

const link = (name: string) => screen.getByRole('link', { name });

describe('CentreFrame', () => {
  it('draws a chosen section as current at once and opens it after that frame', async () => {
    renderAt('/centre/first');
    fireEvent.click(link('second'));
    // The click's own render: the chosen link drawn as current, the address and the section not moved yet.
    expect(link('second').className).toBe('active');
    expect(link('first').className).toBe('');
    expect(link('first').getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('at /centre/first')).toBeTruthy();
    await screen.findByText('at /centre/second');
    expect(link('second').getAttribute('aria-current')).toBe('page');
    expect(link('first').getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('second');
  });

  it('leaves a click with a modifier and the current section to the link', async () => {
    renderAt('/centre');
    // The default section's own link still goes to its address.
    fireEvent.click(link('first'));
    expect(screen.getByText('at /centre/first')).toBeTruthy();
    // A new tab is the browser's to open (jsdom has none: its default action is stopped after the app's handlers).
    const stop = (event: Event) => event.preventDefault();
    document.addEventListener('click', stop);
    fireEvent.click(link('third'), { ctrlKey: true });
    document.removeEventListener('click', stop);
    expect(link('third').className).toBe('');
    expect(screen.getByText('at /centre/first')).toBeTruthy();
  });
});
