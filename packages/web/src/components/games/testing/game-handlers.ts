import { http, HttpResponse } from 'msw';
import type { Schemas } from '@lobby/sdk';
import { SYSTEM_STATUS, VENDOR_LANES, games, notices } from './game-fixtures';

/** The origin the test SDK calls. */
export const API = 'http://sandbox.test';

const ok = (value: unknown) => HttpResponse.json({ success: true, message: '', value });

/** What the handlers saw, for request-count assertions. */
export interface RequestLog {
  readonly calls: {
    readonly path: string;
    readonly method: string;
    readonly query: URLSearchParams;
    readonly at: number;
  }[];
  count(path: string): number;
}

/** Mutable state of the fake backend, per test. */
export interface GameWorld {
  favourites: number[];
  banners: Schemas['Banner'][];
  totalGames: number;
  readonly log: RequestLog;
}

/** A fresh world: two banners, no favourites, 45 games per list. */
export function createWorld(): GameWorld {
  const calls: RequestLog['calls'] = [];
  return {
    favourites: [],
    banners: [
      {
        id: '1',
        url: '/banners/a.jpg',
        groupName: 'w_home',
        linkageType: 'ROUTE',
        linkage: '/promotions',
        title: 'First',
        sort: 1,
      },
      {
        id: '2',
        url: '/banners/b.jpg',
        groupName: 'w_home',
        linkageType: 'URL',
        linkage: 'javascript:alert(1)',
        title: 'Second',
        sort: 2,
      },
      {
        id: '3',
        url: '/banners/c.jpg',
        groupName: 'w_leftmenu',
        linkageType: 'NONE',
        linkage: null,
        title: 'Side',
        sort: 1,
      },
    ],
    totalGames: 45,
    log: { calls, count: (path) => calls.filter((call) => call.path === path).length },
  };
}

/**
 * Handlers for the game calls, following the spec's shapes (the sandbox's own game handlers
 * replace these once they land in @lobby/mocks).
 */
export function gameHandlers(world: GameWorld) {
  const logged = (path: string, answer: (url: URL, request: Request) => Response | Promise<Response>) =>
    http.all(`${API}${path}`, ({ request }) => {
      const url = new URL(request.url);
      world.log.calls.push({ path, method: request.method, query: url.searchParams, at: Date.now() });
      return answer(url, request);
    });
  return [
    logged('/wps/system/status', () => ok(SYSTEM_STATUS)),
    logged('/wps/relay/GCSGAME_vendors', () => ok(VENDOR_LANES)),
    logged('/wps/relay/GCSGAME_hotGames', () => ok(games('RNG', 9))),
    logged('/wps/relay/GCSGAME_gameList', (url) => {
      const pageNo = Number(url.searchParams.get('pageNo'));
      const pageSize = Number(url.searchParams.get('pageSize'));
      const first = (pageNo - 1) * pageSize + 1;
      const count = Math.max(0, Math.min(pageSize, world.totalGames - first + 1));
      return ok({
        list: games(url.searchParams.get('gameType') ?? 'RNG', count, first),
        pageNo,
        pageSize,
        total: world.totalGames,
      });
    }),
    logged('/wps/relay/GCSGAME_favourites', async (url, request) => {
      if (request.method === 'POST') {
        const { nodeId } = (await request.json()) as { nodeId: number };
        if (!world.favourites.includes(nodeId)) world.favourites.push(nodeId);
        return ok(true);
      }
      if (request.method === 'DELETE') {
        world.favourites = world.favourites.filter((id) => id !== Number(url.searchParams.get('nodeId')));
        return ok(true);
      }
      return ok(world.favourites);
    }),
    logged('/wps/relay/GCSGAME_favouriteList', () =>
      ok({
        content: games('RNG', 30).filter((game) => world.favourites.includes(game.nodeId)),
        pageNum: 1,
        totalPages: 1,
      }),
    ),
    logged('/wps/relay/GCSGAME_recentGames', () =>
      ok({ content: games('RNG', 3), pageNum: 1, totalPages: 1 }),
    ),
    logged('/wps/relay/GCSGAME_winnerBoard', () =>
      ok(
        Array.from({ length: 20 }, (_, i) => ({
          customerName: `pl***${i}`,
          winAmount: 1000 * (20 - i),
          gameName: `Game ${i}`,
          iconUrl: null,
        })),
      ),
    ),
    logged('/wps/relay/GCSGAME_jackpot', () =>
      ok({
        amount: 20_500_000,
        winners: [{ customerName: 'jo***88', winAmount: 150_000, gameName: 'Mega Jackpot' }],
      }),
    ),
    logged('/wps/relay/MCSFE_notices', () => ok(notices(world.banners))),
    logged('/lgw/vn/games/lobby', (url) =>
      ok({ url: `https://lotto.test/lobby?view=${url.searchParams.get('lottoView')}`, mode: 'iframe' }),
    ),
    // The lottery pages' menus and recent, and the gateway's menus: none unless a test gives some.
    logged('/lgw/vn/games/game_menu', () => ok([])),
    logged('/lgw/vn/games/game_menu/recent', () => ok([])),
    logged('/lgw/games/game_menus', () => ok([])),
  ];
}
