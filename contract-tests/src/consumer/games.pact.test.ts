/** Games domain: menus, game cards, vendors, favourites, recent games, launch, winners, jackpot. */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect } from 'vitest';
import { lobbyPact } from '../harness/lobby-pact';
import { itFails, itNeedsSession, itSucceeds, itSucceedsAndNeedsSession } from '../harness/operation-cases';
import { AS_GUEST, given, STATE } from '../harness/states';

const { boolean, integer, string } = MatchersV3;
const pact = lobbyPact('games');
const slot = given(STATE.game, { nodeId: 10060, vassalage: 'PP', gameType: 'RNG' });
const pvpVendor = given(STATE.game, { nodeId: 11289, vassalage: 'KM', gameType: 'PVP' });

describe('games', () => {
  itSucceeds(pact, {
    operationId: 'getGameMenus',
    description: 'the lottery game menus of the lobby',
    input: { device: 'WEB' },
    check: (menus) => expect(menus[0]?.games.length).toBeGreaterThan(0),
  });

  itSucceeds(pact, {
    operationId: 'listGames',
    description: 'a page of slot games',
    states: [slot],
    input: {
      clientType: 3,
      platform: 'html5-desktop',
      merchant: 'DEMO',
      pageNo: 1,
      pageSize: 20,
      language: 'EN',
      gameType: 'RNG',
    },
    overrides: {
      'list.gameName': string('Tiger Rush'),
      'list.iconUrl': string('https://cdn.example/10060.svg'),
    },
    check: (page) => expect(page.list[0]?.gameType).toBe('RNG'),
  });

  itSucceeds(pact, {
    operationId: 'listGames',
    description: 'a name search sent with a language (the backend quirk: nothing found)',
    states: [slot],
    input: { pageNo: 1, pageSize: 20, gameType: 'RNG', language: 'EN', gameName: 'Tiger' },
    overrides: { list: [] },
    check: (page) => expect(page.list).toEqual([]),
  });

  itSucceeds(pact, {
    operationId: 'listGames',
    description: "a visitor's list of the new slot games (the token is optional for NEW)",
    states: [slot],
    as: null,
    input: { pageNo: 1, pageSize: 20, gameType: 'RNG', vassalage: 'PP', selectType: 'NEW' },
    check: (page) => expect(page.list[0]?.vassalage).toBeTypeOf('string'),
  });

  itSucceeds(pact, {
    operationId: 'listGames',
    description: "the member's favourites among the slot games (select type FAV)",
    states: [given(STATE.favourite, { username: 'demo', nodeId: 10060 })],
    input: { pageNo: 1, pageSize: 20, gameType: 'RNG', selectType: 'FAV' },
    check: (page) => expect(page.list.length).toBeGreaterThan(0),
  });
  itFails(pact, {
    operationId: 'listGames',
    description: 'the recently played games of a category asked for without a session',
    as: null,
    input: { pageNo: 1, pageSize: 20, gameType: 'RNG', selectType: 'RECENT' },
    failure: { status: 401 },
  });

  itSucceeds(pact, {
    operationId: 'getNotices',
    description: "a home banner linked to a game carries that game's card (what its launch needs)",
    input: { types: 'B,PL,PU,PR', platform: 'W', execution: 'B' },
    overrides: {
      banners: MatchersV3.arrayContaining({
        url: string('https://cdn.example/banners/102.svg'),
        groupName: string('w_home'),
        linkageType: 'GAME',
        linkage: string('10968'),
        game: { nodeId: integer(10968), vassalage: string('EVO'), gameType: string('LIVE') },
      }),
    },
    check: (notices) => {
      const banner = notices.banners.find((b) => b.linkageType === 'GAME');
      expect(String(banner?.game?.nodeId)).toBe(banner?.linkage);
    },
  });

  itSucceeds(pact, {
    operationId: 'listHotGames',
    description: 'the hot games of the home page',
    input: { merchantCode: 'DEMO', isPlatform: 2, platform: 'html5-desktop', language: 'EN' },
    check: (games) => expect(games[0]?.nodeId).toBeTypeOf('number'),
  });

  itSucceeds(pact, {
    operationId: 'listVendorTypes',
    description: 'the game categories of the vendors',
    input: { platform: 'html5-desktop' },
    check: (types) => expect(types[0]?.gameType).toBeTypeOf('string'),
  });

  itSucceeds(pact, {
    operationId: 'listVendors',
    description: 'the vendor lanes of the lobby',
    input: { platform: 'html5-desktop' },
    overrides: {
      'data.lanes': MatchersV3.eachLike({
        title: string('LOTT'),
        gameClassify: string('LOTT'),
        cards: MatchersV3.eachLike({
          vassalage: string('TCG_LOTTO_VN'),
          nodeId: integer(501),
          gameType: string('LOTT'),
        }),
      }),
    },
    check: (value) => expect(value.data.lanes[0]?.cards[0]?.vassalage).toBeTypeOf('string'),
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'getFavouriteIds',
    description: "the ids of the member's favourite games",
    states: [given(STATE.favourite, { username: 'demo', nodeId: 10060 })],
    check: (ids) => expect(ids.length).toBeGreaterThan(0),
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'addFavourite',
    description: 'a game added to the favourites',
    states: [given(STATE.notFavourite, { username: 'demo', nodeId: 10001 })],
    input: { nodeId: 10001 },
    value: boolean(true),
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'removeFavourite',
    description: 'a game removed from the favourites',
    states: [given(STATE.favourite, { username: 'demo', nodeId: 10060 })],
    input: { nodeId: 10060 },
    value: boolean(true),
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'listFavourites',
    description: "the member's favourite slot games",
    states: [given(STATE.favourite, { username: 'demo', nodeId: 10060 })],
    input: { pageNo: 1, pageSize: 999, gameType: 'RNG' },
    check: (page) => expect(page.content.length).toBeGreaterThan(0),
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'listRecentGames',
    description: "the member's recently played slot games",
    states: [given(STATE.recentGame, { username: 'demo', nodeId: 10067 })],
    input: { page: 1, pageSize: 20, gameType: 'RNG' },
    check: (page) => expect(page.content.length).toBeGreaterThan(0),
  });

  itSucceeds(pact, {
    operationId: 'launchGame',
    description: 'a slot game launch',
    states: [slot],
    input: { nodeId: 10060, vassalage: 'PP', gameType: 'RNG', platform: 'html5-desktop', language: 'EN' },
    check: (launch) => expect(launch.url).toBeTypeOf('string'),
  });
  itFails(pact, {
    operationId: 'launchGame',
    description: 'a free-play guest launching a slot game',
    ...AS_GUEST,
    states: [slot],
    input: { nodeId: 10060, vassalage: 'PP', gameType: 'RNG', platform: 'html5-desktop', language: 'EN' },
    failure: {},
  });
  itFails(pact, {
    operationId: 'launchGame',
    description: 'a launch of a game that does not exist',
    input: { nodeId: 99999999, vassalage: 'PP', gameType: 'RNG' },
    failure: { status: 404 },
  });
  itNeedsSession(pact, {
    operationId: 'launchGame',
    input: { nodeId: 10060, vassalage: 'PP', gameType: 'RNG' },
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'listPvpRooms',
    description: "the rooms of a PvP vendor's games",
    states: [pvpVendor],
    input: { vassalage: 'KM' },
    check: (rooms) => expect(rooms[0]?.roomId).toBeTypeOf('string'),
  });

  itSucceeds(pact, {
    operationId: 'getWinnerBoard',
    description: 'the latest big wins',
    input: { gameCategory: 'ALL', language: 'EN', limitNum: 20 },
    check: (wins) => expect(wins[0]?.winAmount).toBeTypeOf('number'),
  });

  itSucceeds(pact, {
    operationId: 'getJackpot',
    description: 'the jackpot pool and its winners',
    input: { language: 'EN', limitNum: 20 },
    check: (jackpot) => expect(jackpot.amount).toBeTypeOf('number'),
  });
});
