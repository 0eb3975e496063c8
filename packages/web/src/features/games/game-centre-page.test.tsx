import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clearFailures, injectFailure } from '@lobby/mocks/controls';
import { GameCentrePage } from './game-centre-page';
import { renderPage } from '@/testing/render-page';
import { useSandbox } from '@/testing/sandbox-server';

describe('GameCentrePage', () => {
  useSandbox();

  it('shows the sports vendors without the esports and cockfight ones, and launches a card', async () => {
    const user = userEvent.setup();
    const { launched } = await renderPage(<GameCentrePage />, { route: 'sports', url: '/sports' });
    const grid = await screen.findByRole('list', { name: 'Game providers' });
    const cards = within(grid).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'SABA Sports',
      'BTi Sports',
      'CMD368',
      'SBOBET',
      'IM Sports',
    ]);
    const card = cards[2] as HTMLElement;
    expect(card.className).toContain('vendor-card--purple'); // the sandbox's CMD368 is node 506: 506 % 4 = 2
    expect(within(card).getByText('HOT')).toBeTruthy();
    expect(within(cards[0] as HTMLElement).queryByText('HOT')).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Play CMD368' }));
    expect(launched.map((item) => item.vassalage)).toEqual(['CMD368']);
  });

  it("offers a member's favourites and recent games, and a visitor neither (both pages need a session)", async () => {
    const visitor = await renderPage(<GameCentrePage />, { route: 'sports', url: '/sports' });
    await screen.findByRole('list', { name: 'Game providers' });
    expect(screen.queryByRole('navigation', { name: 'My games' })).toBeNull();
    visitor.unmount();
    await renderPage(<GameCentrePage />, { route: 'sports', url: '/sports', member: 'demo' });
    const mine = await screen.findByRole('navigation', { name: 'My games' });
    expect(
      within(mine)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['My favourites', '/favorite'],
      ['Recently played', '/recent'],
    ]);
  });

  it('gives esports its own page', async () => {
    await renderPage(<GameCentrePage />, { route: 'esports', url: '/esports' });
    const grid = await screen.findByRole('list', { name: 'Game providers' });
    expect(
      within(grid)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['TF Gaming', 'IM Esports']);
  });

  it('says so when the brand has no vendor in the category', async () => {
    // The sandbox's brand has no ELOTT vendor (its lotteries are in LOTT).
    await renderPage(<GameCentrePage />, { route: 'elott', url: '/elott' });
    expect(await screen.findByText('No providers in this category yet.')).toBeTruthy();
  });

  it('says so when the vendors cannot be loaded, and tries again on request', async () => {
    const user = userEvent.setup();
    injectFailure('listVendors', '500');
    await renderPage(<GameCentrePage />, { route: 'sports', url: '/sports' });
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toContain(
      'The games could not be loaded.',
    );
    clearFailures('listVendors');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const grid = await screen.findByRole('list', { name: 'Game providers' });
    expect(within(grid).getAllByRole('article')).toHaveLength(5);
  });
});
