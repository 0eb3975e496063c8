import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { flush, httpError } from '../testing/fakes.js';
import { moneyMoveContract } from '../testing/money-move-contract.js';
import {
  rewardClaimActors,
  rewardClaimErrors,
  rewardClaimMachine,
  type RewardClaim,
} from './reward-claim.machine.js';

const reward: RewardClaim = { kind: 'reward', id: 'M1-x' };
const raffle: RewardClaim = { kind: 'raffle', id: '507' };
const item = { rewardId: 'M1-x', title: 'Log in', amount: 5, status: 'claimed' as const, createTime: '' };
const draw = { promotionId: '507', prizeName: 'Cash 12.00', amount: 12, status: 'claimed' as const };

moneyMoveContract({
  machine: rewardClaimMachine,
  input: {},
  valid: reward,
  invalid: { kind: 'reward', id: '' },
  result: { amount: 5, prizeName: null },
});

function claimSdk() {
  return {
    rewards: { claimReward: vi.fn(async (_request: Record<string, unknown>, _options: unknown) => item) },
    content: {
      claimRafflePromotion: vi.fn(async (_request: Record<string, unknown>, _options: unknown) => draw),
    },
    wallet: {
      getMoneyRequest: vi.fn(async (_request: { idempotencyKey: string }) => ({
        state: 'APPLIED' as const,
        result: draw as Record<string, unknown>,
      })),
    },
  };
}

describe('reward claim', () => {
  it('names what it claims', () => {
    expect(rewardClaimErrors({}, reward)).toEqual({});
    expect(rewardClaimErrors({}, { kind: 'raffle', id: '' })).toEqual({
      form: { key: 'validation_required' },
    });
  });

  it('calls claimReward or claimRafflePromotion with the key and reads what each paid', async () => {
    const sdk = claimSdk();
    const actor = createActor(rewardClaimMachine.provide({ actors: rewardClaimActors(sdk as never) }), {
      input: {},
    }).start();
    actor.send({ type: 'SUBMIT', values: reward });
    await flush();
    expect(sdk.rewards.claimReward).toHaveBeenCalledWith(
      { 'Idempotency-Key': expect.stringMatching(/^[0-9a-f]{32}$/u), rewardId: 'M1-x' },
      expect.anything(),
    );
    expect(actor.getSnapshot().context.result).toEqual({ amount: 5, prizeName: null });
    actor.send({ type: 'NEW' });
    actor.send({ type: 'SUBMIT', values: raffle });
    await flush();
    expect(sdk.content.claimRafflePromotion).toHaveBeenCalledWith(
      { 'Idempotency-Key': expect.stringMatching(/^[0-9a-f]{32}$/u), promotionId: '507' },
      expect.anything(),
    );
    expect(actor.getSnapshot().context.result).toEqual({ amount: 12, prizeName: 'Cash 12.00' });
  });

  it('reads a lost raffle answer back by its key as what the draw paid', async () => {
    const sdk = claimSdk();
    sdk.content.claimRafflePromotion.mockRejectedValueOnce(httpError(502));
    const actor = createActor(rewardClaimMachine.provide({ actors: rewardClaimActors(sdk as never) }), {
      input: {},
    }).start();
    actor.send({ type: 'SUBMIT', values: raffle });
    await flush();
    const [request] = sdk.content.claimRafflePromotion.mock.calls[0] ?? [];
    expect(sdk.wallet.getMoneyRequest.mock.calls[0]?.[0]).toEqual({
      idempotencyKey: request?.['Idempotency-Key'],
    });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'done',
      context: { result: { amount: 12, prizeName: 'Cash 12.00' } },
    });
    expect(sdk.content.claimRafflePromotion).toHaveBeenCalledTimes(1);
  });
});
