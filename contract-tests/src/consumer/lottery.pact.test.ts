/** Lottery domain: lottery menus, recent lottery games, the lottery lobby and the drawn numbers. */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect } from 'vitest';
import { lobbyPact } from '../harness/lobby-pact';
import { itFails, itSucceeds, itSucceedsAndNeedsSession } from '../harness/operation-cases';
import { shape } from '../harness/shape';
import { given, STATE } from '../harness/states';

const pact = lobbyPact('lottery');
const GAME_CODE = 'TCG_LOTTO_VN_001';
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
    description: 'the latest draws of every lottery game',
    input: { limitNum: 1 },
    check: (draws) => expect(draws[0]?.winningNumber).toBeTypeOf('string'),
  });

  itSucceeds(pact, {
    operationId: 'listLottoOpenNumbers',
    description: 'the latest draws of one lotto game',
    states: [lotto],
    input: { gameCode: GAME_CODE, limitNum: 5 },
    check: (draws) => expect(draws[0]?.numero).toBeTypeOf('string'),
  });
});
