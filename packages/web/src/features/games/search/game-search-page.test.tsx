import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { games } from '@/components/games/testing/game-fixtures';
import { API } from '@/components/games/testing/game-handlers';
import { renderPage } from '@/components/games/testing/render-page';
import { startGameServer } from '@/components/games/testing/server';
import { GameSearchPage } from './game-search-page';

const { world: current, server } = startGameServer();
const LIST = '/wps/relay/GCSGAME_gameList';
const searches = () => current().log.calls.filter((call) => call.path === LIST);

// A catalogue that searches by name and, like the real backend, answers nothing when a language comes with the name.
function searchableCatalogue() {
  server.use(
    http.get(`${API}${LIST}`, ({ request }) => {
      const url = new URL(request.url);
      current().log.calls.push({ path: LIST, method: 'GET', query: url.searchParams, at: Date.now() });
      const name = url.searchParams.get('gameName')?.toLowerCase() ?? '';
      const all = games(url.searchParams.get('gameType') ?? 'RNG', 30);
      const list = url.searchParams.has('language')
        ? []
        : all.filter((game) => game.gameName?.toLowerCase().includes(name));
      return HttpResponse.json({
        success: true,
        message: '',
        value: { list: list.slice(0, 20), pageNo: 1, pageSize: 20, total: list.length },
      });
    }),
  );
}

describe('GameSearchPage', () => {
  it('searches every list category with vendors by name, without the language, and keeps the query in the URL', async () => {
    searchableCatalogue();
    const user = userEvent.setup();
    const view = await renderPage(<GameSearchPage />, { route: 'search', url: '/search' });
    await user.type(screen.getByRole('searchbox', { name: 'Game name' }), 'fish game 2');
    const group = await screen.findByRole('list', { name: 'Fishing: games found' });
    // "FISH game 2" and "FISH game 20" to "FISH game 29".
    expect(within(group).getAllByRole('article')).toHaveLength(11);
    expect(screen.queryByRole('list', { name: 'Slots: games found' })).toBeNull();
    const types = searches().map((call) => call.query.get('gameType'));
    expect(types.sort()).toEqual(['CRASH', 'FISH', 'LIVE', 'RNG']);
    expect(
      searches().every((call) => call.query.get('gameName') === 'fish game 2' && !call.query.has('language')),
    ).toBe(true);
    expect(view.getByTestId('probe').dataset.location).toBe('/search?q=fish+game+2');
  });

  it('waits for typing to pause: one search per category for the whole name', async () => {
    searchableCatalogue();
    const user = userEvent.setup();
    await renderPage(<GameSearchPage />, { route: 'search', url: '/search' });
    await user.type(screen.getByRole('searchbox', { name: 'Game name' }), 'live game');
    await screen.findByRole('list', { name: 'Live casino: games found' });
    expect(searches().map((call) => `${call.query.get('gameType')}:${call.query.get('gameName')}`)).toEqual([
      'RNG:live game',
      'LIVE:live game',
      'FISH:live game',
      'CRASH:live game',
    ]);
  });

  it('names the query when nothing matches, from a shared link', async () => {
    searchableCatalogue();
    await renderPage(<GameSearchPage />, { route: 'search', url: '/search?q=zzz' });
    expect(await screen.findByText('No games match “zzz”.')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Game name' })).toHaveProperty('value', 'zzz');
  });

  it('asks for two characters before searching', async () => {
    searchableCatalogue();
    await renderPage(<GameSearchPage />, { route: 'search', url: '/search?q=a' });
    expect(await screen.findByText('Type at least 2 characters.')).toBeTruthy();
    expect(searches()).toEqual([]);
  });

  it('keeps the page on a failed category and offers Try again', async () => {
    server.use(
      http.get(`${API}${LIST}`, () =>
        HttpResponse.json({ success: false, message: 'boom' }, { status: 500 }),
      ),
    );
    await renderPage(<GameSearchPage />, { route: 'search', url: '/search?q=game' });
    await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThan(0));
    expect(screen.getByRole('searchbox', { name: 'Game name' })).toBeTruthy();
  });
});
