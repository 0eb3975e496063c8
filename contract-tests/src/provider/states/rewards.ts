/** Rewards states: points and the points mall, and the reward centre's issued and claimed rewards. */
import { randomUUID } from 'node:crypto';
import { STATE } from '../../harness/states';
import {
  expectFact,
  first,
  passwordOf,
  seeded,
  str,
  type Sandbox,
  type StateHandler,
  type Values,
} from './sandbox';

const pointsHeld: StateHandler = async ({ username, points }, sandbox) => {
  const { balance } = await (await sandbox.session(username)).rewards.getPointsBalance();
  expectFact(balance >= Number(points), `${str(username)} has only ${balance} points`);
  return undefined;
};

const pointsRedeemed: StateHandler = async (params, sandbox) => {
  const client = await sandbox.session(params.username);
  const { changedPoints } = await client.rewards.redeemPointReward({
    'Idempotency-Key': str(params.idempotencyKey),
    rewardId: str(params.rewardId),
    quantity: Number(params.quantity),
    password: passwordOf(str(params.username)),
  });
  const { balance } = await client.rewards.getPointsBalance();
  expectFact(balance < -changedPoints, `${str(params.username)} could pay for the redemption again`);
  return undefined;
};

const pointsConverted: StateHandler = async ({ username, idempotencyKey, points }, sandbox) => {
  const { balance } = await (
    await sandbox.session(username)
  ).rewards.convertPoints({
    'Idempotency-Key': str(idempotencyKey),
    points: Number(points),
    password: passwordOf(str(username)),
  });
  expectFact(balance < Number(points), `${str(username)} could convert the points again`);
  return undefined;
};

const unclaimedReward: StateHandler = async ({ username }, sandbox) => {
  const page = await (await sandbox.session(username)).rewards.listRewardCenter({ pageNo: 1, pageSize: 50 });
  return {
    rewardId: first(
      page.list.filter((r) => r.status === 'issued'),
      'issued reward',
    ).rewardId,
  };
};

/** Claims the member's first issued reward under the key. */
async function claimIssuedReward(
  sandbox: Sandbox,
  username: unknown,
  idempotencyKey: string,
): Promise<Values> {
  const client = await sandbox.session(username);
  const page = await client.rewards.listRewardCenter({ pageNo: 1, pageSize: 50, status: 'issued' });
  const { rewardId } = first(page.list, 'issued reward');
  await client.rewards.claimReward({ 'Idempotency-Key': idempotencyKey, rewardId });
  return { rewardId };
}

const claimedReward: StateHandler = async ({ username }, sandbox) =>
  claimIssuedReward(sandbox, username, randomUUID());

const rewardClaimed: StateHandler = async ({ username, idempotencyKey }, sandbox) =>
  claimIssuedReward(sandbox, username, str(idempotencyKey));

/** The rewards tag's states. */
export const rewardsStates: Record<string, StateHandler> = {
  [STATE.points]: pointsHeld,
  [STATE.pointReward]: seeded,
  [STATE.pointRedeem]: seeded,
  [STATE.pointsRedeemed]: pointsRedeemed,
  [STATE.pointsConverted]: pointsConverted,
  [STATE.unclaimedReward]: unclaimedReward,
  [STATE.claimedReward]: claimedReward,
  [STATE.rewardClaimed]: rewardClaimed,
};
