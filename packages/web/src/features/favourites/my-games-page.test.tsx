import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '@lobby/sdk';
import { clearFailures, injectFailure } from '@lobby/mocks/controls';
import { GameCard } from '@/components/games/game-card';
import { FavouritesProvider } from '@/components/games/favourites-provider';
import { useFavourites } from '@/hooks/use-favourites';
import { renderPage } from '@/testing/render-page';
import { recordSandboxCalls } from '@/testing/sandbox-calls';
import { useSandbox } from '@/testing/sandbox-server';
import { sandboxGames, sandboxWorld } from '@/testing/sandbox-world';
import { MyGamesPage } from './my-games-page';

describe('favourites', () => {
  const calls = recordSandboxCalls(useSandbox());

  // The sandbox's first slots; the demo player's seeded favourites are slots 1, 8 and 151, and 2 recent games.
  const slots = sandboxGames('RNG').slice(0, 3);
  const first = slots[0]!;
  const third = slots[2]!;
  const card = (game: (typeof slots)[number]): Schemas['GameCard'] => ({
    nodeId: game.nodeId,
    vassalage: game.vassalage,
    gameType: 'RNG',
    gameName: game.gameName,
  });

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
        {slots.map((game) => (
          <li key={game.nodeId}>
            <GameCard card={card(game)} favourites={favourites} />
          </li>
        ))}
      </ul>
    );
  }
  const FAV = '/wps/relay/GCSGAME_favourites';
  const favCalls = (method?: string) => calls.count(FAV, method);
  const favouritesOf = (account: string) => {
    const member = [...sandboxWorld().state.members.values()].find(
      (candidate) => candidate.account === account,
    );
    return sandboxWorld().state.favourites.get(member!.id);
  };

  it('asks a visitor to log in and calls nothing', async () => {
    const user = userEvent.setup();
    await renderPage(<Cards />, { route: 'rng', url: '/rng' });
    await screen.findByRole('list', { name: 'Games' });
    await user.click(screen.getByRole('button', { name: `Favourite: ${first.gameName}` }));
    expect(screen.getByTestId('probe').dataset.modals).toBe('login');
    expect(favCalls()).toBe(0);
  });

  it('adds a game once however fast the heart is pressed twice', async () => {
    const user = userEvent.setup();
    // newbie has no favourite yet.
    await renderPage(<Cards />, { route: 'rng', url: '/rng', member: 'newbie' });
    await screen.findByRole('list', { name: 'Games' });
    const heart = screen.getByRole('button', { name: `Favourite: ${third.gameName}` });
    await waitFor(() => expect((heart as HTMLButtonElement).disabled).toBe(false));
    await user.click(heart);
    await user.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(favCalls('POST')).toBe(1);
    expect(favouritesOf('newbie')).toEqual([third.nodeId]);
  });

  it('removes a favourite from /favorite at once, then calls the server', async () => {
    const user = userEvent.setup();
    const seeded = favouritesOf('demo') ?? [];
    expect(seeded).toHaveLength(3);
    expect(seeded[0]).toBe(first.nodeId);
    await renderPage(<MyGamesPage />, { route: 'favorite', url: '/favorite', member: 'demo' });
    const grid = await screen.findByRole('list', { name: 'My favourites' });
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(3));
    const heart = () => within(grid).getByRole('button', { name: `Favourite: ${first.gameName}` });
    await waitFor(() => expect((heart() as HTMLButtonElement).disabled).toBe(false));
    await user.click(heart());
    expect(within(grid).getAllByRole('article')).toHaveLength(2);
    await waitFor(() => expect(favCalls('DELETE')).toBe(1));
    expect(favouritesOf('demo')).toEqual(seeded.slice(1));
  });

  it('lists the recent games', async () => {
    await renderPage(<MyGamesPage />, { route: 'recent', url: '/recent', member: 'demo' });
    const grid = await screen.findByRole('list', { name: 'Recently played' });
    expect(within(grid).getAllByRole('article')).toHaveLength(2);
    // The other list is one press away; this one is marked as the page shown.
    const mine = screen.getByRole('navigation', { name: 'My games' });
    expect(within(mine).getByRole('link', { name: 'Recently played' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(mine).getByRole('link', { name: 'My favourites' }).getAttribute('href')).toBe('/favorite');
    const call = calls.to('/wps/relay/GCSGAME_recentGames')[0];
    expect([call?.query.get('page'), call?.query.get('pageSize'), call?.query.get('gameType')]).toEqual([
      '1',
      '20',
      'RNG',
    ]);
  });

  it('announces a failed list and tries again on request', async () => {
    const user = userEvent.setup();
    injectFailure('listRecentGames', 'refused');
    await renderPage(<MyGamesPage />, { route: 'recent', url: '/recent', member: 'demo' });
    expect((await screen.findByRole('alert')).textContent).toContain('Request refused (injected)');
    clearFailures('listRecentGames');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      within(await screen.findByRole('list', { name: 'Recently played' })).getAllByRole('article'),
    ).toHaveLength(2);
  });
});
