import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GameCentrePage } from './game-centre-page';
import { renderPage } from '@/components/games/testing/render-page';
import { startGameServer } from '@/components/games/testing/server';

const { server } = startGameServer();

describe('GameCentrePage', () => {
  it('shows the sports vendors without the esports and cockfight ones, and launches a card', async () => {
    const user = userEvent.setup();
    const { launched } = await renderPage(<GameCentrePage />, { route: 'sports', url: '/sports' });
    const grid = await screen.findByRole('list', { name: 'Game providers' });
    const cards = within(grid).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['SABA Sports']);
    const card = cards[0] as HTMLElement;
    expect(card.className).toContain('vendor-card--green'); // nodeId 501 % 4 = 1
    expect(within(card).getByText('HOT')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Play SABA Sports' }));
    expect(launched.map((item) => item.vassalage)).toEqual(['SABA']);
  });

  it('gives esports its own page', async () => {
    await renderPage(<GameCentrePage />, { route: 'esports', url: '/esports' });
    const grid = await screen.findByRole('list', { name: 'Game providers' });
    expect(
      within(grid)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['IM eSports']);
  });

  it('says so when the brand has no vendor in the category', async () => {
    await renderPage(<GameCentrePage />, { route: 'lott', url: '/lott' });
    expect(await screen.findByText('No providers in this category yet.')).toBeTruthy();
  });

  it('says so when the vendors cannot be loaded, and tries again on request', async () => {
    const user = userEvent.setup();
    const { http, HttpResponse } = await import('msw');
    let broken = true;
    server.use(
      http.get('http://sandbox.test/wps/relay/GCSGAME_vendors', () =>
        broken ? new HttpResponse(null, { status: 500 }) : undefined,
      ),
    );
    await renderPage(<GameCentrePage />, { route: 'sports', url: '/sports' });
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toContain(
      'The games could not be loaded.',
    );
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const grid = await screen.findByRole('list', { name: 'Game providers' });
    expect(within(grid).getAllByRole('article')).toHaveLength(1);
  });
});
