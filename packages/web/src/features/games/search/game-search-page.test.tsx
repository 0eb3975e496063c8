import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { injectFailure } from '@lobby/mocks/controls';
import { renderPage } from '@/testing/render-page';
import { recordSandboxCalls } from '@/testing/sandbox-calls';
import { useSandbox } from '@/testing/sandbox-server';
import { sandboxGames } from '@/testing/sandbox-world';
import { GameSearchPage } from './game-search-page';

describe('GameSearchPage', () => {
  // The sandbox searches by name and, like the real backend, answers nothing when a language comes with the name.
  const calls = recordSandboxCalls(useSandbox());
  const searches = () => calls.to('/wps/relay/GCSGAME_gameList');

  it('searches every list category with vendors by name, without the language, and keeps the query in the URL', async () => {
    const user = userEvent.setup();
    const view = await renderPage(<GameSearchPage />, { route: 'search', url: '/search' });
    await user.type(screen.getByRole('searchbox', { name: 'Game name' }), 'ocean');
    const group = await screen.findByRole('list', { name: 'Fishing: games found' });
    // Every fishing vendor of the sandbox has an Ocean King; no other category has an "ocean".
    const oceans = sandboxGames('FISH').filter((game) => game.gameName.toLowerCase().includes('ocean'));
    expect(oceans.length).toBeGreaterThan(1);
    expect(within(group).getAllByRole('article')).toHaveLength(oceans.length);
    expect(screen.queryByRole('list', { name: 'Slots: games found' })).toBeNull();
    const types = searches().map((call) => call.query.get('gameType'));
    // The sandbox brand has PvP vendors too (a list category with vendors).
    expect(types.sort()).toEqual(['CRASH', 'FISH', 'LIVE', 'PVP', 'RNG']);
    expect(
      searches().every((call) => call.query.get('gameName') === 'ocean' && !call.query.has('language')),
    ).toBe(true);
    expect(view.getByTestId('probe').dataset.location).toBe('/search?q=ocean');
  });

  it('waits for typing to pause: one search per category for the whole name', async () => {
    const user = userEvent.setup();
    await renderPage(<GameSearchPage />, { route: 'search', url: '/search' });
    await user.type(screen.getByRole('searchbox', { name: 'Game name' }), 'baccarat');
    await screen.findByRole('list', { name: 'Live casino: games found' });
    expect(searches().map((call) => `${call.query.get('gameType')}:${call.query.get('gameName')}`)).toEqual([
      'RNG:baccarat',
      'LIVE:baccarat',
      'FISH:baccarat',
      'PVP:baccarat',
      'CRASH:baccarat',
    ]);
  });

  it('names the query when nothing matches, from a shared link', async () => {
    await renderPage(<GameSearchPage />, { route: 'search', url: '/search?q=zzz' });
    expect(await screen.findByText('No games match “zzz”.')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Game name' })).toHaveProperty('value', 'zzz');
  });

  it('asks for two characters before searching', async () => {
    await renderPage(<GameSearchPage />, { route: 'search', url: '/search?q=a' });
    expect(await screen.findByText('Type at least 2 characters.')).toBeTruthy();
    expect(searches()).toEqual([]);
  });

  it('keeps the page on a failed category and offers Try again', async () => {
    injectFailure('listGames', '500');
    await renderPage(<GameSearchPage />, { route: 'search', url: '/search?q=game' });
    await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThan(0));
    expect(screen.getByRole('searchbox', { name: 'Game name' })).toBeTruthy();
  });
});
