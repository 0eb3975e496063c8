import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GameCard } from '@/components/games/game-card';
import { games } from '@/components/games/testing/game-fixtures';
import { FavouritesProvider, useFavourites } from '@/hooks/use-favourites';
import { renderPage } from '@/components/games/testing/render-page';
import { startGameServer } from '@/components/games/testing/server';
import { MyGamesPage } from './my-games-page';

const { world, server } = startGameServer();

/** Three game cards sharing the page's favourites, as a game list shows them. */
function Cards() {
  return (
    <FavouritesProvider>
      <CardList />
    </FavouritesProvider>
  );
}

function CardList() {
  const favourites = useFavourites();
  return (
    <ul aria-label="Games">
      {games('RNG', 3).map((game) => (
        <li key={game.nodeId}>
          <GameCard card={game} favourites={favourites} />
        </li>
      ))}
    </ul>
  );
}
const FAV = '/wps/relay/GCSGAME_favourites';
const favCalls = (method?: string) =>
  world().log.calls.filter((call) => call.path === FAV && (!method || call.method === method)).length;

describe('favourites', () => {
  it('asks a visitor to log in and calls nothing', async () => {
    const user = userEvent.setup();
    await renderPage(<Cards />, { route: 'rng', url: '/rng' });
    await screen.findByRole('list', { name: 'Games' });
    await user.click(screen.getByRole('button', { name: 'Favourite: RNG game 1' }));
    expect(screen.getByTestId('probe').dataset.modals).toBe('login');
    expect(favCalls()).toBe(0);
  });

  it('adds a game once however fast the heart is pressed twice', async () => {
    const user = userEvent.setup();
    await renderPage(<Cards />, { route: 'rng', url: '/rng', token: 'tok' });
    await screen.findByRole('list', { name: 'Games' });
    const heart = screen.getByRole('button', { name: 'Favourite: RNG game 3' });
    await waitFor(() => expect((heart as HTMLButtonElement).disabled).toBe(false));
    await user.click(heart);
    await user.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(favCalls('POST')).toBe(1);
    expect(world().favourites).toEqual([10_003]);
  });

  it('removes a favourite from /favorite at once, then calls the server', async () => {
    const user = userEvent.setup();
    world().favourites = [10_001, 10_002];
    await renderPage(<MyGamesPage />, { route: 'favorite', url: '/favorite', token: 'tok' });
    const grid = await screen.findByRole('list', { name: 'My favourites' });
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(2));
    await waitFor(() =>
      expect(
        (within(grid).getByRole('button', { name: 'Favourite: RNG game 1' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    await user.click(within(grid).getByRole('button', { name: 'Favourite: RNG game 1' }));
    expect(within(grid).getAllByRole('article')).toHaveLength(1);
    await waitFor(() => expect(favCalls('DELETE')).toBe(1));
    expect(world().favourites).toEqual([10_002]);
  });

  it('lists the recent games', async () => {
    await renderPage(<MyGamesPage />, { route: 'recent', url: '/recent', token: 'tok' });
    const grid = await screen.findByRole('list', { name: 'Recently played' });
    expect(within(grid).getAllByRole('article')).toHaveLength(3);
    const call = world().log.calls.find((item) => item.path === '/wps/relay/GCSGAME_recentGames');
    expect([call?.query.get('page'), call?.query.get('pageSize'), call?.query.get('gameType')]).toEqual([
      '1',
      '20',
      'RNG',
    ]);
  });

  it('announces a failed list and tries again on request', async () => {
    const user = userEvent.setup();
    const { http, HttpResponse } = await import('msw');
    let broken = true;
    server.use(
      http.get('http://sandbox.test/wps/relay/GCSGAME_recentGames', () =>
        broken ? HttpResponse.json({ success: false, message: 'Please try later', value: null }) : undefined,
      ),
    );
    await renderPage(<MyGamesPage />, { route: 'recent', url: '/recent', token: 'tok' });
    expect((await screen.findByRole('alert')).textContent).toContain('Please try later');
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      within(await screen.findByRole('list', { name: 'Recently played' })).getAllByRole('article'),
    ).toHaveLength(3);
  });
});
