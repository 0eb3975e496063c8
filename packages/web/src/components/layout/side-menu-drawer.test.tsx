import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/testing/render-app';
import { useSandbox } from '@/testing/sandbox-server';

// The drawer covers the header (and its menu button) on phones: it must close by itself.
describe('the side menu drawer', () => {
  useSandbox();

  const openMenu = async () => {
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    return toggle;
  };

  it('closes with its own close button, which takes the focus when it opens', async () => {
    await renderApp('/');
    const toggle = await openMenu();
    const close = within(screen.getByRole('complementary', { name: 'Side menu' })).getByRole('button', { name: 'Close menu' });
    expect(document.activeElement).toBe(close);
    await userEvent.click(close);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape', async () => {
    await renderApp('/');
    const toggle = await openMenu();
    await userEvent.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
