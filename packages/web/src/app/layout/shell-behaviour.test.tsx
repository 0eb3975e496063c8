import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANNOUNCEMENT_PAGE_SIZE, MINIMUM_AGE } from '@lobby/flows';
import { gameCentreRoutes, gameListRoutes, routes } from '@/config/paths';
import { renderApp, TEST_API } from '@/testing/render-app';
import { useSandbox } from '@/testing/sandbox-server';
import { sandboxToken } from '@/testing/sandbox-token';

const sideMenu = () => screen.queryByRole('complementary', { name: 'Side menu' });

describe('the shell', () => {
  useSandbox();

  it("footer: the 18+ notice, the brand's social links (two Telegram, Instagram, Facebook) in new tabs, and its licence image", async () => {
    await renderApp('/');
    const footer = await screen.findByRole('contentinfo', {}, { timeout: 10_000 });
    expect(MINIMUM_AGE).toBe(18);
    expect(within(footer).getByText('Players must be 18 or older. Please play responsibly.')).toBeTruthy();
    const socials = within(within(footer).getByRole('list', { name: 'Follow us' })).getAllByRole('link');
    expect(socials.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['✈Telegram 1', 'https://t.me/lobby_support'],
      ['✈Telegram 2', 'https://t.me/lobby_news'],
      ['◎Instagram', 'https://instagram.com/lobby'],
      ['fFacebook', 'https://facebook.com/lobby'],
    ]);
    for (const link of socials) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(within(footer).getByRole('img', { name: 'Licence' }).getAttribute('src')).toMatch(
      /^http:\/\/127\.0\.0\.1:4010\/.*license\.svg$/,
    );
  }, 30_000);

  it('announcements: titles in pages of 9, the detail of the chosen one', async () => {
    await renderApp('/');
    const footer = await screen.findByRole('contentinfo', {}, { timeout: 10_000 });
    await userEvent.click(within(footer).getByRole('button', { name: 'Announcements' }));
    // By its title, not by role: the role query's name computation over the whole page is too slow for jsdom.
    const title = await screen.findByText(
      'Announcements',
      { selector: '.modal__title' },
      { timeout: 10_000 },
    );
    const dialog = title.closest('[role="dialog"]') as HTMLElement;
    const list = await within(dialog).findByRole(
      'navigation',
      { name: 'Announcement titles' },
      { timeout: 10_000 },
    );
    const firstPage = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(ANNOUNCEMENT_PAGE_SIZE).toBe(9);
    expect(firstPage).toHaveLength(9);
    expect(within(list).getByText(/^Page 1 of \d+$/)).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    await userEvent.click(within(list).getByRole('button', { name: 'Next' }));
    const secondPage = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.length).toBeLessThanOrEqual(9);
    expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);
    // The detail pane shows the page's first title until another is chosen.
    const detail = () => within(dialog).getByRole('heading', { level: 3 }).textContent;
    expect(detail()).toBe(secondPage[0]);
    await userEvent.click(within(list).getByRole('button', { name: secondPage.at(-1) }));
    expect(detail()).toBe(secondPage.at(-1));
  }, 30_000);

  it("header: the balance hides and shows on the toggle, and the refresh button reads the server's new balance", async () => {
    await renderApp('/', { token: await sandboxToken('demo', 'demo1234') });
    const toggle = await screen.findByRole('button', { name: 'Hide balance' }, { timeout: 12_000 });
    const panel = toggle.closest('.member-panel__balance') as HTMLElement;
    const amount = () => (panel.querySelector('.member-panel__amount') as HTMLElement).textContent ?? '';
    await waitFor(() => expect(amount()).toMatch(/\d/));
    const before = amount();
    await userEvent.click(toggle);
    expect(amount()).toBe('••••••');
    expect(panel.textContent).not.toContain(before);
    expect(within(panel).getByRole('button', { name: 'Show balance' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Show balance' }));
    expect(amount()).toBe(before);

    // A bet settled elsewhere (another tab, a game): the refresh shows the balance it left.
    const bet = await fetch(`${TEST_API}/__sandbox/bet`, {
      method: 'POST',
      body: JSON.stringify({ account: 'demo', stake: 10, payout: 0 }),
    });
    expect(bet.ok).toBe(true);
    expect(amount()).toBe(before);
    await userEvent.click(within(panel).getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(amount()).not.toBe(before));
    expect(amount()).toMatch(/\d/);
  }, 40_000);

  it('side menu: beside the home and the member pages, never on game pages', async () => {
    const gamePages = Object.entries(routes)
      .filter(([, route]) => route.layout === 'game')
      .map(([name]) => name);
    // Every game centre and game list category is a game page (the spec's "game pages").
    expect(gamePages).toEqual(expect.arrayContaining([...gameCentreRoutes, ...gameListRoutes]));
    const home = await renderApp('/');
    await screen.findByRole('contentinfo', {}, { timeout: 10_000 });
    expect(sideMenu()).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeTruthy();
    home.unmount();
    const game = await renderApp('/rng');
    await screen.findByRole('contentinfo', {}, { timeout: 10_000 });
    expect(sideMenu()).toBeNull();
    // No menu button either: nothing to open.
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    game.unmount();
  }, 30_000);
});
