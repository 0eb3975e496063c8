import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { fakeActors, flush, serverError } from '../testing/fakes.js';
import { withdrawalConfirmationMachine } from './withdrawal-confirmation.machine.js';

const withdrawal = { withdrawalId: 'w1', orderNo: 'o1', amount: 100, status: 'PENDING', paidTime: '2026-11-22 10:00:00', autoConfirmTime: '2026-11-22 10:30:00', forced: false } as never;

function start(impls: Partial<Parameters<typeof fakeActors>[0]> = {}, w = withdrawal) {
  const { actors, calls } = fakeActors({ confirmWithdrawal: async () => true, ...impls });
  const clock = new SimulatedClock();
  const actor = createActor(withdrawalConfirmationMachine.provide({ actors }), { input: { withdrawal: w, autoConfirmMinutes: 30 }, clock }).start();
  return { actor, calls, clock };
}

describe('withdrawal confirmation', () => {
  it('received asks first: forced receipt is irreversible', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'RECEIVED' });
    expect(actor.getSnapshot().context.warning?.key).toBe('withdrawal_forced_irreversible');
    actor.send({ type: 'CANCEL' });
    expect(calls.confirmWithdrawal).not.toHaveBeenCalled();
    actor.send({ type: 'ALL_RECEIVED' });
    actor.send({ type: 'CONFIRM' });
    await flush();
    expect(calls.confirmWithdrawal).toHaveBeenCalledWith({ withdrawalId: 'w1', status: 'ALL_RECEIVED' });
    expect(actor.getSnapshot().value).toBe('confirmed');
  });
  it('partly received sends the amount received and the remaining amount', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'PARTLY_RECEIVED', amountReceived: 100 });
    expect(actor.getSnapshot().context.error).toEqual({ code: 'withdrawal_amount_invalid', key: 'withdrawal_amount_invalid', params: { max: 100 } });
    actor.send({ type: 'PARTLY_RECEIVED', amountReceived: 60.1 });
    await flush();
    expect(calls.confirmWithdrawal).toHaveBeenCalledWith({ withdrawalId: 'w1', status: 'PARTLY_RECEIVED', amountReceived: 60.1, amountRemaining: 39.9 });
  });
  it('not received requires a proof upload', async () => {
    const { actor, calls } = start({ confirmWithdrawal: () => Promise.reject(serverError('upload failed')) });
    actor.send({ type: 'NOT_RECEIVED', proof: null });
    expect(actor.getSnapshot().context.error?.key).toBe('withdrawal_proof_required');
    const proof = new Blob(['png']);
    actor.send({ type: 'NOT_RECEIVED', proof });
    await flush();
    expect(calls.confirmWithdrawal).toHaveBeenCalledWith({ withdrawalId: 'w1', status: 'NOT_RECEIVED', proof });
    expect(actor.getSnapshot().matches('open')).toBe(true);
    expect(actor.getSnapshot().context.error?.params).toEqual({ message: 'upload failed' });
  });
  it('counts as received after the set minutes without confirmation', () => {
    const { actor, clock } = start();
    clock.increment(30 * 60_000 - 1);
    expect(actor.getSnapshot().matches('open')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('autoReceived');
  });
  it('a settled or forced withdrawal offers nothing', () => {
    expect(start({}, { ...(withdrawal as object), forced: true } as never).actor.getSnapshot().value).toBe('settled');
    expect(start({}, { ...(withdrawal as object), status: 'RECEIVED' } as never).actor.getSnapshot().value).toBe('settled');
  });
});
