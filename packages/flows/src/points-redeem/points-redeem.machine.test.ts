import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { fakeActors, flush, serverError } from '../testing/fakes.js';
import { pointsRedeemActors, pointsRedeemMachine } from './points-redeem.machine.js';

const reward = { rewardId: 'r1', name: 'Cap', points: 300, quantity: 5, limitPerMember: 2 };

function start(impls: Partial<Parameters<typeof fakeActors>[0]> = {}) {
  let balance = 1000;
  const { actors, calls } = fakeActors({
    loadBalance: async () => balance,
    redeem: async () => {
      balance -= 600;
      return true;
    },
    ...impls,
  });
  const actor = createActor(pointsRedeemMachine.provide({ actors }), { input: { reward } }).start();
  return { actor, calls };
}

describe('points redeem', () => {
  it('checks quantity against stock and limit, then the balance', async () => {
    const { actor } = start();
    await flush();
    actor.send({ type: 'REDEEM', quantity: 3 });
    expect(actor.getSnapshot().context.error).toEqual({
      code: 'points_quantity_invalid',
      key: 'points_quantity_invalid',
      params: { max: 2 },
    });
    actor.send({ type: 'REDEEM', quantity: 0 });
    expect(actor.getSnapshot().context.error?.key).toBe('points_quantity_invalid');
  });
  it('refuses what the balance cannot pay', async () => {
    const { actor } = start({ loadBalance: async () => 500 });
    await flush();
    actor.send({ type: 'REDEEM', quantity: 2 });
    expect(actor.getSnapshot().context.error).toEqual({
      code: 'points_insufficient',
      key: 'points_insufficient',
      params: { needed: 600 },
    });
  });
  it('asks for the password, redeems, and reloads the balance', async () => {
    const { actor, calls } = start();
    await flush();
    actor.send({ type: 'REDEEM', quantity: 2 });
    actor.send({ type: 'CONFIRM', password: ' ' });
    expect(actor.getSnapshot().context.error?.key).toBe('validation_required');
    actor.send({ type: 'CONFIRM', password: 'pay-pw' });
    await flush();
    await flush();
    expect(calls.redeem).toHaveBeenCalledWith({ rewardId: 'r1', quantity: 2, password: 'pay-pw' });
    expect(actor.getSnapshot().value).toBe('redeemed');
    expect(actor.getSnapshot().context.balance).toBe(400);
  });
  it('keeps the page on a failed redeem with the server message', async () => {
    const { actor } = start({ redeem: () => Promise.reject(serverError('Wrong password')) });
    await flush();
    actor.send({ type: 'REDEEM', quantity: 1 });
    actor.send({ type: 'CONFIRM', password: 'x' });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error?.params).toEqual({ message: 'Wrong password' });
  });
  it('pointsRedeemActors read the balance field', async () => {
    const sdk = {
      rewards: { getPointsBalance: vi.fn(async () => ({ balance: 42 })), redeemPointReward: vi.fn() },
    };
    const a = createActor(pointsRedeemActors(sdk as never).loadBalance).start();
    await flush();
    expect(a.getSnapshot().output).toBe(42);
  });
});
