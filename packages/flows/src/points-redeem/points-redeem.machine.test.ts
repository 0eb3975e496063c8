import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { flush, timeoutError } from '../testing/fakes.js';
import { moneyMoveContract } from '../testing/money-move-contract.js';
import {
  pointsRedeemActors,
  pointsRedeemErrors,
  pointsRedeemMachine,
  type PointsRedeemInput,
} from './points-redeem.machine.js';

const reward = { rewardId: 'r1', name: 'Cap', points: 300, quantity: 5, limitPerMember: 2 };
const input: PointsRedeemInput = { reward, balance: 1000 };
const redeemed = {
  redeemId: 'd1',
  rewardId: 'r1',
  rewardName: 'Cap',
  quantity: 2,
  changedPoints: -600,
  status: 'APPROVED' as const,
  createTime: '2026-11-27 10:00:00',
};

moneyMoveContract({
  machine: pointsRedeemMachine,
  input,
  valid: { quantity: '2', password: 'pw' },
  invalid: { quantity: '3', password: 'pw' },
  result: redeemed,
});

describe('points redeem', () => {
  it('wants a whole quantity within stock and the limit per member, that the points pay, and the password', () => {
    const check = (quantity: string, password = 'pw', given = input) =>
      pointsRedeemErrors(given, { quantity, password });
    expect(check('3')).toEqual({ quantity: { key: 'points_quantity_invalid', params: { max: 2 } } });
    expect(check('0')['quantity']?.key).toBe('points_quantity_invalid');
    expect(check('1.5')['quantity']?.key).toBe('points_quantity_invalid');
    expect(check('5', 'pw', { reward: { rewardId: 'r2', name: 'Pen', points: 1 }, balance: 10 })).toEqual({});
    expect(check('99', 'pw', { reward: { rewardId: 'r2', name: 'Pen', points: 1 }, balance: 10 })).toEqual({
      quantity: { key: 'points_insufficient', params: { needed: 99 } },
    });
    expect(check('2', 'pw', { ...input, balance: 500 })).toEqual({
      quantity: { key: 'points_insufficient', params: { needed: 600 } },
    });
    expect(check('1', 'pw', { ...input, balance: null })['quantity']?.key).toBe('points_insufficient');
    expect(check(' 2 ', ' ')).toEqual({ password: { key: 'validation_required' } });
  });

  it('sends the reward, the quantity as a number, the password and the key under the lock; a lost answer is read back by that key', async () => {
    const redeemPointReward = vi.fn(
      async (_request: Record<string, unknown>, _options: { signal: AbortSignal }) => redeemed,
    );
    redeemPointReward.mockRejectedValueOnce(timeoutError());
    const getMoneyRequest = vi.fn(async (_request: { idempotencyKey: string }) => ({
      state: 'APPLIED' as const,
      result: redeemed,
    }));
    const runs: string[] = [];
    const lock = async <T>(run: () => Promise<T>, options?: { wait?: boolean }): Promise<T> => (
      runs.push(options?.wait ? 'read back, waiting its turn' : 'sent, or refused while busy'),
      run()
    );
    const sdk = { rewards: { redeemPointReward }, wallet: { getMoneyRequest } };
    const actor = createActor(
      pointsRedeemMachine.provide({ actors: pointsRedeemActors(sdk as never, lock) }),
      {
        input,
      },
    ).start();
    actor.send({ type: 'SUBMIT', values: { quantity: ' 2', password: 'demo1234' } });
    actor.send({ type: 'SUBMIT', values: { quantity: ' 2', password: 'demo1234' } });
    await flush();
    expect(redeemPointReward).toHaveBeenCalledTimes(1);
    // The lost answer's read-back runs under the member's lock too.
    expect(runs).toEqual(['sent, or refused while busy', 'read back, waiting its turn']);
    const [request] = redeemPointReward.mock.calls[0] ?? [];
    expect(request).toEqual({
      'Idempotency-Key': expect.stringMatching(/^[0-9a-f]{32}$/u),
      rewardId: 'r1',
      quantity: 2,
      password: 'demo1234',
    });
    expect(getMoneyRequest.mock.calls[0]?.[0]).toEqual({ idempotencyKey: request?.['Idempotency-Key'] });
    expect(actor.getSnapshot()).toMatchObject({ value: 'done', context: { result: redeemed } });
  });
});
