import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { injectFailure } from '@lobby/mocks/controls';
import { GameListPage } from './game-list-page';
import { renderPage } from '@/testing/render-page';
import { recordSandboxCalls } from '@/testing/sandbox-calls';
import { useSandbox } from '@/testing/sandbox-server';
import { sandboxGames } from '@/testing/sandbox-world';

describe('GameListPage', () => {
  const calls = recordSandboxCalls(useSandbox());

  const LIST = '/wps/relay/GCSGAME_gameList';
  const listCalls = () => calls.to(LIST);

  it('loads 20 games a page, at least 300 ms apart, until the total is reached', async () => {
    const user = userEvent.setup();
    // Play'n GO lists 50 slots in the sandbox: pages of 20, 20 and 10.
    expect(sandboxGames('RNG', 'PNG')).toHaveLength(50);
    await renderPage(<GameListPage />, { route: 'rng', url: '/rng?vassalage=PNG' });
    const grid = await screen.findByRole('list', { name: 'Games' });
    expect(within(grid).getAllByRole('article')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(40));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(50));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    const calls = listCalls();
    expect(calls.map((call) => call.query.get('pageNo'))).toEqual(['1', '2', '3']);
    expect(
      calls.every(
        (call) =>
          call.query.get('pageSize') === '20' &&
          call.query.get('gameType') === 'RNG' &&
          call.query.get('vassalage') === 'PNG' &&
          call.query.get('clientType') === '3',
      ),
    ).toBe(true);
    for (let i = 1; i < calls.length; i++)
      expect((calls[i]?.at ?? 0) - (calls[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(300);
  });

  it('asks crash for 12 a page and passes ?vassalage=', async () => {
    await renderPage(<GameListPage />, { route: 'crash', url: '/crash?vassalage=SPRIBE' });
    await screen.findByRole('list', { name: 'Games' });
    expect(listCalls()[0]?.query.get('pageSize')).toBe('12');
    expect(listCalls()[0]?.query.get('vassalage')).toBe('SPRIBE');
    expect(screen.queryByRole('group', { name: 'Filters' })).toBeNull();
  });

  it('narrows the list by select type from the link; a visitor has no favourites or recent to choose', async () => {
    // A world where PG Soft has no hot slot (the seed makes each vendor's first three hot).
    for (const game of sandboxGames('RNG', 'PG')) game.isHot = false;
    await renderPage(<GameListPage />, { route: 'rng', url: '/rng?vassalage=PG&select=hot' });
    const types = await screen.findByRole('navigation', { name: 'Show' });
    expect(
      within(types)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All', 'New', 'Hot']);
    expect(within(types).getByRole('link', { name: 'Hot' }).getAttribute('aria-current')).toBe('page');
    expect(within(types).getByRole('link', { name: 'New' }).getAttribute('href')).toBe(
      '/rng?vassalage=PG&select=new',
    );
    // The list call may wait out the 300 ms gap after the previous test's last one.
    await waitFor(() => expect(listCalls()[0]?.query.get('selectType')).toBe('HOT'));
    expect(await screen.findByText(/^No hot games in Slots( · .+)?\.$/)).toBeTruthy();
  });

  it("reads a member's favourites list again after a heart changes, so a removed game leaves it", async () => {
    const user = userEvent.setup();
    await renderPage(<GameListPage />, { route: 'rng', url: '/rng?select=fav', member: 'demo' });
    const grid = await screen.findByRole('list', { name: 'Games' });
    const favListCalls = () => listCalls().filter((call) => call.query.get('selectType') === 'FAV').length;
    expect(favListCalls()).toBe(1);
    const heart = within(grid).getAllByRole('button', { name: /^Favourite: / })[0]!;
    await waitFor(() => expect(heart.hasAttribute('disabled')).toBe(false));
    await user.click(heart);
    await waitFor(() => expect(favListCalls()).toBe(2));
  });

  it('reads a member-only select type of a visitor as all games', async () => {
    await renderPage(<GameListPage />, { route: 'rng', url: '/rng?select=fav' });
    await screen.findByRole('list', { name: 'Games' });
    expect(listCalls()[0]?.query.has('selectType')).toBe(false);
  });

  it('filters slots by minimum bet 1 and 25 lines', async () => {
    const user = userEvent.setup();
    await renderPage(<GameListPage />, { route: 'rng', url: '/rng' });
    await screen.findByRole('list', { name: 'Games' });
    await user.click(screen.getByRole('checkbox', { name: 'Min. bet 1+' }));
    await waitFor(() => expect(listCalls().at(-1)?.query.get('minBet')).toBe('1'));
    await user.click(screen.getByRole('checkbox', { name: '25+ lines' }));
    await waitFor(() => expect(listCalls().at(-1)?.query.get('lines')).toBe('25'));
    expect(listCalls().at(-1)?.query.get('minBet')).toBe('1');
  });

  it('launches a game through the app launcher and shows the vendor chips', async () => {
    const user = userEvent.setup();
    const { launched } = await renderPage(<GameListPage />, { route: 'rng', url: '/rng' });
    await screen.findByRole('list', { name: 'Games' });
    const second = sandboxGames('RNG')[1]!;
    await user.click(screen.getByRole('button', { name: `Play ${second.gameName}` }));
    expect(launched.map((card) => card.nodeId)).toEqual([second.nodeId]);
    const chips = await screen.findByRole('navigation', { name: 'Game providers' });
    expect(within(chips).getByRole('link', { name: 'PG Soft' }).getAttribute('href')).toBe(
      '/rng?vassalage=PG',
    );
  });

  it('offers a retry when the list fails, and loses nothing', async () => {
    const user = userEvent.setup();
    // AE Sexy has 16 tables: one page, all of them back after the retry.
    expect(sandboxGames('LIVE', 'SEXY')).toHaveLength(16);
    injectFailure('listGames', 'refused', 1);
    await renderPage(<GameListPage />, { route: 'live', url: '/live?vassalage=SEXY' });
    expect((await screen.findByRole('alert')).textContent).toContain('Request refused (injected)');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const grid = await screen.findByRole('list', { name: 'Games' });
    expect(within(grid).getAllByRole('article')).toHaveLength(16);
  });

  it('says why a later page failed, keeps the games shown and retries with Load more', async () => {
    const user = userEvent.setup();
    await renderPage(<GameListPage />, { route: 'rng', url: '/rng' });
    const grid = await screen.findByRole('list', { name: 'Games' });
    // A truncated answer, the way a dropped connection looks; the backend recovers after it.
    injectFailure('listGames', 'malformed', 1);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(within(grid).getAllByRole('article')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(40));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
