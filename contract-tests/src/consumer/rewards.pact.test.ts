/**
 * Rewards domain: points mall (redeem and convert are encrypted), reward centre, missions; the repeat of a
 * points or reward move under its Idempotency-Key, and the read-back of a redemption's key.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect } from 'vitest';
import { lobbyPact } from '../harness/lobby-pact';
import {
  itFails,
  itFailsAndNeedsSession,
  itSucceeds,
  itSucceedsAndNeedsSession,
} from '../harness/operation-cases';
import { shape } from '../harness/shape';
import { given, STATE } from '../harness/states';

const { integer, string } = MatchersV3;
const pact = lobbyPact('rewards');
const points = given(STATE.points, { username: 'demo', points: 12000 });
/** An idempotency key per value move, as a client makes one per move (any 8-64 of [A-Za-z0-9_-] match). */
const key = (name: string) => ({ 'Idempotency-Key': `pact-${name}-0001` });
const redeem = { ...key('redeem'), rewardId: 'R001', quantity: 1, password: 'demo1234' };
const convert = { ...key('convert'), points: 1000, password: 'demo1234' };
const claim = { ...key('claim'), rewardId: 'M1' };
// Moves the provider applied under their keys before the interaction. Each spends more than half of the
// member's 12000 points, so a second spend would be refused: a repeat succeeds only as the first answer.
const redeemedKey = 'pact-redeemed-0001';
const redeemed = given(STATE.pointsRedeemed, {
  username: 'demo',
  quantity: 7,
  rewardId: 'R001',
  idempotencyKey: redeemedKey,
});
const convertedKey = 'pact-converted-0001';
const converted = given(STATE.pointsConverted, {
  username: 'demo',
  points: 7000,
  idempotencyKey: convertedKey,
});
const claimedKey = 'pact-claimed-0001';
const claimed = given(STATE.rewardClaimed, { username: 'demo', idempotencyKey: claimedKey });

describe('rewards', () => {
  itSucceedsAndNeedsSession(pact, {
    operationId: 'getPointsBalance',
    description: "the member's points",
    states: [points],
    check: (value) => expect(value.balance).toBeTypeOf('number'),
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'listPointRewards',
    description: 'a page of the points mall',
    input: { pageNo: 1, pageSize: 20 },
    check: (page) => expect(page.list[0]?.points).toBeTypeOf('number'),
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'redeemPointReward',
    description: 'a redemption with enough points and the right password',
    states: [points, given(STATE.pointReward, { rewardId: 'R001' })],
    input: redeem,
    check: (value) => expect(value.quantity).toBe(1),
  });
  itFails(pact, {
    operationId: 'redeemPointReward',
    description: 'a redemption with a wrong password',
    states: [points, given(STATE.pointReward, { rewardId: 'R001' })],
    input: { ...redeem, password: 'wrong-password1' },
    failure: {},
  });
  itSucceeds(pact, {
    operationId: 'redeemPointReward',
    description:
      'the same redemption again under its idempotency key (answered as the first time, points spent once)',
    states: [points, given(STATE.pointReward, { rewardId: 'R001' }), redeemed],
    input: { ...redeem, 'Idempotency-Key': redeemedKey, quantity: 7 },
    exact: ['Idempotency-Key'],
    check: (value) => expect(value.redeemId).toBeTypeOf('string'),
  });
  itFails(pact, {
    operationId: 'redeemPointReward',
    description: 'another redemption under an idempotency key already used',
    states: [points, given(STATE.pointReward, { rewardId: 'R001' }), redeemed],
    input: { ...redeem, 'Idempotency-Key': redeemedKey },
    exact: ['Idempotency-Key'],
    failure: { status: 409 },
  });

  itSucceeds(pact, {
    operationId: 'getMoneyRequest',
    description: 'a redemption read back by its idempotency key: applied, with the value it answered',
    states: [redeemed],
    input: { idempotencyKey: redeemedKey },
    overrides: {
      state: 'APPLIED',
      operationId: string('redeemPointReward'),
      'result.redeemId': string('RD101'),
      'result.quantity': integer(7),
    },
    check: (value) => {
      expect(value.state).toBe('APPLIED');
      expect(value.result?.redeemId).toBeTypeOf('string');
      expect(value.result?.quantity).toBe(7);
    },
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'listPointRedeems',
    description: "a page of the member's redemptions",
    states: [given(STATE.pointRedeem, { username: 'demo', rewardId: 'R001' })],
    input: { pageNo: 1, pageSize: 20 },
    check: (page) => expect(page.list[0]?.redeemId).toBeTypeOf('string'),
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'getPointsConfig',
    description: 'the points-to-money ratio',
    check: (value) => expect(value.ratio).toBeTypeOf('number'),
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'getPointTransaction',
    description: "a page of the member's point changes",
    states: [given(STATE.pointRedeem, { username: 'demo', rewardId: 'R001' })],
    input: { pageNo: 1, pageSize: 20 },
    check: (page) => expect(page.list[0]?.changedPoints).toBeTypeOf('number'),
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'convertPoints',
    description: 'a conversion of points to money with the right password',
    states: [points],
    input: convert,
    check: (value) => expect(value.redeemAmount).toBeTypeOf('number'),
  });
  itFails(pact, {
    operationId: 'convertPoints',
    description: 'a conversion of more points than the member has',
    states: [points],
    input: { ...convert, points: 99999900 },
    failure: {},
  });
  itFails(pact, {
    operationId: 'convertPoints',
    description: 'a conversion of points with a wrong password',
    states: [points],
    input: { ...convert, password: 'wrong-password' },
    failure: {},
  });
  itSucceeds(pact, {
    operationId: 'convertPoints',
    description:
      'the same conversion again under its idempotency key (answered as the first time, points spent once)',
    states: [points, converted],
    input: { ...convert, 'Idempotency-Key': convertedKey, points: 7000 },
    exact: ['Idempotency-Key'],
    check: (value) => expect(value.redeemAmount).toBeTypeOf('number'),
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'listRewardCenter',
    description: "a page of the member's reward centre",
    states: [given(STATE.unclaimedReward, { username: 'demo' })],
    input: { pageNo: 1, pageSize: 20 },
    check: (page) => expect(page.list[0]?.rewardId).toBeTypeOf('string'),
  });

  itSucceeds(pact, {
    operationId: 'claimReward',
    description: 'a claim of an issued reward',
    states: [given(STATE.unclaimedReward, { username: 'demo' })],
    input: claim,
    fromState: { rewardId: 'rewardId' },
    check: (item) => expect(item.status).toBeTypeOf('string'),
  });
  itFailsAndNeedsSession(pact, {
    operationId: 'claimReward',
    description: 'a second claim of a claimed reward (a reward pays once)',
    states: [given(STATE.claimedReward, { username: 'demo' })],
    input: claim,
    fromState: { rewardId: 'rewardId' },
    failure: {},
  });
  itSucceeds(pact, {
    operationId: 'claimReward',
    description:
      'the same claim again under its idempotency key (answered as the first time, not "Already claimed")',
    states: [claimed],
    input: { ...claim, 'Idempotency-Key': claimedKey },
    fromState: { rewardId: 'rewardId' },
    exact: ['Idempotency-Key'],
    check: (item) => expect(item.status).toBeTypeOf('string'),
  });
  itFails(pact, {
    operationId: 'claimReward',
    description: 'a claim of a reward that does not exist',
    input: { ...claim, rewardId: 'NO-SUCH-REWARD' },
    failure: { status: 404 },
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'getMissionSummary',
    description: "the member's missions and badges",
    input: { period: 'DAILY' },
    check: (summary) => expect(summary.missions[0]?.missionId).toBeTypeOf('string'),
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'getMissionLeaderboard',
    description: 'the daily mission leaderboard (possibly empty)',
    input: { period: 'DAILY', limitNum: 20 },
    // Early in a period nobody has scored yet; the client shows an empty board.
    overrides: { list: MatchersV3.atLeastLike(shape('MissionLeaderboardEntry'), 0, 1) },
    check: (board) => expect(board.period).toBeTypeOf('string'),
  });
});
