/** Lottery domain: lottery menus, recent lottery games, the lottery lobby and the drawn numbers. */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect } from 'vitest';
import { lobbyPact } from '../harness/lobby-pact';
import { itFails, itSucceeds, itSucceedsAndNeedsSession } from '../harness/operation-cases';
import { shape } from '../harness/shape';
import { given, STATE } from '../harness/states';

const pact = lobbyPact('lottery');
const GAME_CODE = 'TCG_LOTTO_VN_001';
const UNKNOWN_GAME = 'NO_SUCH_LOTTERY';
/** The recorded day of a draws call; the provider's state puts a day it keeps (or one it no longer does) there. */
const EXAMPLE_DAY = '2026-11-21';
/** The web's page of a day's draws. */
const DRAWS_PAGE = 20;
const lotto = given(STATE.lotteryGame, { gameCode: GAME_CODE });
/** The lotto prize mode on the web client, as its menus and lobby ask for it. */
const menu = { prizeMode: 'LOTT', device: 'WEB' } as const;
const lobby = {
  lottoArea: 'VN',
  launchMode: 'LOTT',
  lottoPrizeMode: menu.prizeMode,
  lottoGameCode: GAME_CODE,
  lottoView: 'betting',
  device: menu.device,
  language: 'EN',
} as const;

describe('lottery', () => {
  itSucceedsAndNeedsSession(pact, {
    operationId: 'getLotteryMenu',
    description: 'the lottery menu of a prize mode',
    states: [lotto],
    input: menu,
    check: (menus) => expect(menus[0]?.games[0]?.gameCode).toBeTypeOf('string'),
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'getLotteryRecent',
    description: "the member's recent lottery games (possibly none)",
    input: menu,
    // A member who has not played any lottery yet gets an empty list; the client shows none.
    value: MatchersV3.atLeastLike(shape('LotteryGame'), 0, 1),
    check: (games) => expect(Array.isArray(games)).toBe(true),
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'getLotteryLobby',
    description: 'the betting view of a lottery game',
    states: [lotto],
    input: lobby,
    check: (launch) => expect(launch.url).toBeTypeOf('string'),
  });

  itFails(pact, {
    operationId: 'getLotteryLobby',
    description: 'the betting view of a lottery game the lottery does not have',
    input: { ...lobby, lottoGameCode: 'TCG_LOTTO_NO_SUCH_GAME' },
    failure: {},
  });

  itSucceeds(pact, {
    operationId: 'listOpenNumbers',
    description: "each lottery game's latest draw",
    states: [lotto],
    input: { limitNum: 1 },
    check: (draws) => expect(draws[0]?.winningNumber).toBeTypeOf('string'),
  });

  itFails(pact, {
    operationId: 'listOpenNumbers',
    description: 'the latest draws of a game that does not exist',
    states: [given(STATE.noLotteryGame, { gameCode: UNKNOWN_GAME })],
    input: { gameCode: UNKNOWN_GAME, limitNum: 1 },
    failure: {},
  });

  itSucceeds(pact, {
    operationId: 'listLottoOpenNumbers',
    description: "a page of a lottery game's draws of an earlier day",
    states: [given(STATE.lotteryDrawDay, { gameCode: GAME_CODE, daysAgo: 1 })],
    fromState: { date: 'date' },
    input: { gameCode: GAME_CODE, date: EXAMPLE_DAY, pageNo: 1, pageSize: DRAWS_PAGE },
    check: (page) => expect(page.list[0]?.numero).toBeTypeOf('string'),
  });

  itFails(pact, {
    operationId: 'listLottoOpenNumbers',
    description: 'the draws of 30 days ago, older than the 30 days kept (today included)',
    states: [lotto, given(STATE.lotteryDayGone, { daysAgo: 30 })],
    fromState: { date: 'date' },
    input: { gameCode: GAME_CODE, date: EXAMPLE_DAY, pageNo: 1, pageSize: DRAWS_PAGE },
    failure: {},
  });

  itFails(pact, {
    operationId: 'listLottoOpenNumbers',
    description: 'the draws of a game that does not exist',
    states: [given(STATE.noLotteryGame, { gameCode: UNKNOWN_GAME })],
    fromState: { date: 'date' },
    input: { gameCode: UNKNOWN_GAME, date: EXAMPLE_DAY, pageNo: 1, pageSize: DRAWS_PAGE },
    failure: {},
  });
});
