/** Lottery domain: lottery menus, recent lottery games, the lottery lobby and the drawn numbers. */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect } from 'vitest';
import { lobbyPact } from '../harness/lobby-pact';
import { itNeedsSession, itSucceeds } from '../harness/operation-cases';
import { shape } from '../harness/shape';
import { given, STATE } from '../harness/states';

const pact = lobbyPact('lottery');
const lotto = given(STATE.lotteryGame, { gameCode: 'TCG_LOTTO_VN_001' });
const lobby = {
  lottoArea: 'VN',
  launchMode: 'LOTT',
  lottoPrizeMode: 'LOTT',
  lottoGameCode: 'TCG_LOTTO_VN_001',
  lottoView: 'betting',
  device: 'WEB',
  language: 'EN',
} as const;

describe('lottery', () => {
  itSucceeds(pact, {
    operationId: 'getLotteryMenu',
    description: 'the lottery menu of a prize mode',
    states: [lotto],
    input: { prizeMode: 'LOTT', device: 'WEB' },
    check: (menus) => expect(menus[0]?.games[0]?.gameCode).toBeTypeOf('string'),
  });
  itNeedsSession(pact, { operationId: 'getLotteryMenu', input: { prizeMode: 'LOTT', device: 'WEB' } });

  itSucceeds(pact, {
    operationId: 'getLotteryRecent',
    description: "the member's recent lottery games (possibly none)",
    input: { prizeMode: 'LOTT', device: 'WEB' },
    // A member who has not played any lottery yet gets an empty list; the client shows none.
    value: MatchersV3.atLeastLike(shape('LotteryGame'), 0, 1),
    check: (games) => expect(Array.isArray(games)).toBe(true),
  });
  itNeedsSession(pact, { operationId: 'getLotteryRecent', input: { prizeMode: 'LOTT', device: 'WEB' } });

  itSucceeds(pact, {
    operationId: 'getLotteryLobby',
    description: 'the betting view of a lottery game',
    states: [lotto],
    input: lobby,
    check: (launch) => expect(launch.url).toBeTypeOf('string'),
  });
  itNeedsSession(pact, { operationId: 'getLotteryLobby', input: lobby });

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
    input: { gameCode: 'TCG_LOTTO_VN_001', limitNum: 5 },
    check: (draws) => expect(draws[0]?.numero).toBeTypeOf('string'),
  });
});
