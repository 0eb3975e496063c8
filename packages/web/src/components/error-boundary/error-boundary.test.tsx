import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '@/i18n/locales/en/common.json';
import { lazyPage } from '@/lib/lazy-with-timeout';
import { BoundaryMessage } from './boundary-message';
import { ErrorBoundary } from './error-boundary';
import { PartBoundary } from './part-boundary';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({ lng: 'EN', resources: { EN: { common } }, defaultNS: 'common' });

// React logs every caught error; the tests make components throw on purpose.
const quietConsole = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);
afterEach(() => vi.restoreAllMocks());

let broken = true;
function Fragile({ label }: { label: string }) {
  if (broken) throw new Error('bad value from the server');
  return <p>{label}</p>;
}

const pageBoundary = (children: React.ReactNode, resetKey?: unknown) => (
  <ErrorBoundary
    resetKey={resetKey}
    fallback={(error, retry) => <BoundaryMessage scope="page" error={error} onRetry={retry} />}
  >
    {children}
  </ErrorBoundary>
);

describe('ErrorBoundary', () => {
  it('shows what failed in the visitor’s language and Try again renders the content again', async () => {
    quietConsole();
    broken = true;
    render(<I18nextProvider i18n={i18n}>{pageBoundary(<Fragile label="The page" />)}</I18nextProvider>);
    expect(screen.getByRole('alert').textContent).toContain('This page could not be shown.');
    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be shown.' })).toBeTruthy();
    broken = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('The page')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('clears the failure when its reset key changes (another URL)', async () => {
    quietConsole();
    broken = true;
    function Navigator() {
      const [path, setPath] = useState('/help');
      return (
        <>
          <button type="button" onClick={() => setPath('/')}>
            Home
          </button>
          {pageBoundary(path === '/help' ? <Fragile label="Help" /> : <p>Home page</p>, path)}
        </>
      );
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Navigator />
      </I18nextProvider>,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Home' }));
    expect(screen.getByText('Home page')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the blocks beside a broken one (a part boundary per block)', async () => {
    quietConsole();
    broken = true;
    render(
      <I18nextProvider i18n={i18n}>
        <PartBoundary>
          <p>Banners</p>
        </PartBoundary>
        <PartBoundary>
          <Fragile label="Winners" />
        </PartBoundary>
        <PartBoundary>
          <p>Hot games</p>
        </PartBoundary>
      </I18nextProvider>,
    );
    expect(screen.getByText('Banners')).toBeTruthy();
    expect(screen.getByText('Hot games')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('This part of the page could not be shown.');
    broken = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Winners')).toBeTruthy();
  });
});

describe('a lazy chunk under a boundary', () => {
  it('says the chunk did not load, and Try again imports it again instead of keeping the failure', async () => {
    quietConsole();
    let blocked = true;
    const load = vi.fn(() =>
      blocked
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve({ Page: () => <p>Loaded page</p> }),
    );
    const Page = lazyPage(load, 'Page');
    render(<I18nextProvider i18n={i18n}>{pageBoundary(<Page />)}</I18nextProvider>);
    expect((await screen.findByRole('alert')).textContent).toContain('Loading chunk failed');
    const failedCalls = load.mock.calls.length;
    // React renders once more after an error: a failed chunk is asked for at most twice, not in a loop.
    expect(failedCalls).toBeLessThanOrEqual(2);
    blocked = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Loaded page')).toBeTruthy();
    expect(load.mock.calls.length).toBeGreaterThan(failedCalls);
  });
});
