import { describe, expect, it, vi } from 'vitest';
import { deferred, fakeActors, flush, serverError, startActor, timeoutError } from '../testing/fakes.js';
import {
  rewardClaimActors,
  rewardClaimMachine,
  type RewardClaim,
  type RewardClaimResult,
} from './reward-claim.machine.js';

const reward: RewardClaim = { kind: 'reward', id: 'M1-x' };
const raffle: RewardClaim = { kind: 'raffle', id: '507' };
const paid: RewardClaimResult = { amount: 5, prizeName: null };

function start(claim: (input: RewardClaim) => Promise<RewardClaimResult>, trial = false) {
  const { actors, calls } = fakeActors({ claim });
  return { ...startActor(rewardClaimMachine.provide({ actors }), { input: { trial } }), calls };
}

describe('reward claim', () => {
  it('sends a double-clicked claim once and tells the app what it paid', async () => {
    const answer = deferred<RewardClaimResult>();
    const { actor, calls, emitted } = start(() => answer.promise);
    actor.send({ type: 'CLAIM', claim: reward });
    actor.send({ type: 'CLAIM', claim: reward });
    actor.send({ type: 'CLAIM', claim: raffle });
    expect(actor.getSnapshot().value).toBe('claiming');
    answer.resolve(paid);
    await flush();
    expect(calls.claim).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.done).toEqual({ claim: reward, result: paid });
    expect(emitted).toEqual([{ type: 'claimed', claim: reward, result: paid }]);
  });

  it('keeps a failed claim with its reason for a retry of the same claim', async () => {
    let fail = true;
    const { actor, calls, emitted } = start(async () => {
      if (fail) throw timeoutError();
      return paid;
    });
    actor.send({ type: 'CLAIM', claim: reward });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context).toMatchObject({ claim: reward, error: { key: 'page_timeout' } });
    expect(emitted).toEqual([{ type: 'claimFailed', claim: reward }]);
    fail = false;
    actor.send({ type: 'RETRY' });
    await flush();
    expect(calls.claim).toHaveBeenNthCalledWith(2, reward);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().context.done?.claim).toEqual(reward);
  });

  it("shows the server's refusal and lets the member dismiss it or claim another", async () => {
    const { actor } = start((claim) =>
      claim.kind === 'reward' ? Promise.reject(serverError('Already claimed')) : Promise.resolve(paid),
    );
    actor.send({ type: 'CLAIM', claim: reward });
    await flush();
    expect(actor.getSnapshot().context.error).toEqual({
      code: 'server',
      key: 'server_message',
      params: { message: 'Already claimed' },
    });
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().context).toMatchObject({ claim: null, error: null });
    actor.send({ type: 'CLAIM', claim: reward });
    await flush();
    actor.send({ type: 'CLAIM', claim: raffle });
    await flush();
    expect(actor.getSnapshot().context.done?.claim).toEqual(raffle);
  });

  it('refuses a trial member before any call', () => {
    const { actor, calls } = start(async () => paid, true);
    actor.send({ type: 'CLAIM', claim: reward });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error?.key).toBe('in_need_true_account');
    expect(calls.claim).not.toHaveBeenCalled();
  });

  it('rewardClaimActors call claimReward or claimRafflePromotion and read what each paid', async () => {
    const sdk = {
      rewards: {
        claimReward: vi.fn(async () => ({
          rewardId: 'M1-x',
          title: 'Log in',
          amount: 5,
          status: 'claimed' as const,
          createTime: '',
        })),
      },
      content: {
        claimRafflePromotion: vi.fn(async () => ({
          promotionId: '507',
          prizeName: 'Cash 12.00',
          amount: 12,
          status: 'claimed' as const,
        })),
      },
    };
    const { actor } = startActor(rewardClaimMachine.provide({ actors: rewardClaimActors(sdk as never) }), {
      input: {},
    });
    actor.send({ type: 'CLAIM', claim: reward });
    await flush();
    expect(sdk.rewards.claimReward).toHaveBeenCalledWith({ rewardId: 'M1-x' }, expect.anything());
    actor.send({ type: 'CLAIM', claim: raffle });
    await flush();
    expect(sdk.content.claimRafflePromotion).toHaveBeenCalledWith({ promotionId: '507' }, expect.anything());
    expect(actor.getSnapshot().context.done?.result).toEqual({ amount: 12, prizeName: 'Cash 12.00' });
  });
});
