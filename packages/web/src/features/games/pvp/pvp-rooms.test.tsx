import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/components/games/testing/render-page';
import { API } from '@/components/games/testing/game-handlers';
import { startGameServer } from '@/components/games/testing/server';
import { GameListPage } from '../game-list-page';

const { world, server } = startGameServer();

const ok = (value: unknown) => HttpResponse.json({ success: true, message: '', value });
const ROOMS = '/wps/relay/GLS2_roomList';
const kingmaker = {
  nodeId: 400,
  vassalage: 'KM',
  gameType: 'PVP',
  displayName: 'Kingmaker',
  nodeName: 'Kingmaker',
  isHot: 0 as const,
};
const room = {
  roomId: 'KM_001-1',
  roomName: 'Tongits Beginner',
  gameCode: 'KM_001',
  minBet: 1,
  maxBet: 100,
  minBalance: 20,
  playerCount: 2,
  maxPlayers: 6,
};

/** The brand has one PvP vendor; its rooms call fails `failures` times (HTTP 500), then answers. */
function pvpBrand(failures: number) {
  let calls = 0;
  server.use(
    http.get(`${API}/wps/relay/GCSGAME_vendors`, () =>
      ok({ data: { lanes: [{ title: 'PVP', gameClassify: 'PVP', cards: [kingmaker] }] } }),
    ),
    http.get(`${API}${ROOMS}`, ({ request }) => {
      world().log.calls.push({
        path: ROOMS,
        method: 'GET',
        query: new URL(request.url).searchParams,
        at: Date.now(),
      });
      calls += 1;
      return calls <= failures
        ? HttpResponse.json({ success: false, message: 'down', value: null }, { status: 500 })
        : ok([room]);
    }),
  );
}

describe('the PvP rooms on /pvp', () => {
  it("shows a member the first vendor's rooms; a failed call says so and Try again brings them", async () => {
    pvpBrand(1);
    await renderPage(<GameListPage />, { route: 'pvp', url: '/pvp', token: 'tok' });
    const section = await screen.findByRole('region', { name: 'Rooms · Kingmaker' });
    await within(section).findByRole('alert');
    await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    const rooms = await within(section).findByRole('list', { name: 'Rooms · Kingmaker' });
    const row = within(rooms).getByRole('listitem', { name: 'Tongits Beginner' });
    expect(row.textContent).toContain('2 of 6 seats taken');
    expect(
      world()
        .log.calls.filter((call) => call.path === ROOMS)
        .map((call) => call.query.get('vassalage')),
    ).toEqual(['KM', 'KM']);
  });

  it('shows a visitor no rooms and makes no rooms call', async () => {
    pvpBrand(0);
    await renderPage(<GameListPage />, { route: 'pvp', url: '/pvp' });
    await screen.findByRole('list', { name: 'Games' });
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Show' })).toBeTruthy());
    expect(screen.queryByRole('region', { name: /^Rooms/ })).toBeNull();
    expect(world().log.count(ROOMS)).toBe(0);
  });
});
