import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/testing/render-app';
import { useSandbox } from '@/testing/sandbox-server';
import { sandboxToken } from '@/testing/sandbox-token';

describe('the account menu', () => {
  useSandbox();

  it('closes on Escape from one of its links with the focus back on its toggle', async () => {
    await renderApp('/', { token: await sandboxToken('demo', 'demo1234') });
    const toggle = await screen.findByRole('button', { name: /Demo/ }, { timeout: 12_000 });
    await userEvent.click(toggle);
    act(() => screen.getByRole('link', { name: 'My account' }).focus());
    await userEvent.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  }, 30_000);

  it("leads to the member's favourites and recent games", async () => {
    await renderApp('/', { token: await sandboxToken('demo', 'demo1234') });
    const toggle = await screen.findByRole('button', { name: /Demo/ }, { timeout: 12_000 });
    await userEvent.click(toggle);
    const menu = within(toggle.closest('.dropdown') as HTMLElement);
    // Where the links lead is the games journey's (a lazy page, slow to arrive in jsdom on a busy machine).
    expect(menu.getByRole('link', { name: 'Recently played' }).getAttribute('href')).toBe('/recent');
    expect(menu.getByRole('link', { name: 'My favourites' }).getAttribute('href')).toBe('/favorite');
    await userEvent.click(menu.getByRole('link', { name: 'My favourites' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  }, 30_000);
});
