import { createActor, SimulatedClock } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeActors, flush, serverError } from '../testing/fakes.js';
import type { UploadFile } from '../shared/image-upload.js';
import { headOf } from '../testing/image-heads.js';
import { withdrawalConfirmationActors } from './withdrawal-confirmation.actors.js';
import { withdrawalConfirmationMachine } from './withdrawal-confirmation.machine.js';
import { autoConfirmRemainingMs } from './withdrawal-confirmation-rules.js';
import type { ConfirmCall, WithdrawalConfirmationInput } from './withdrawal-confirmation.types.js';

const MINUTE = 60_000;
const withdrawal = {
  withdrawalId: 'w1',
  orderNo: 'o1',
  amount: 100,
  status: 'PENDING',
  paidTime: '2026-11-22 10:00:00',
  autoConfirmTime: '2026-11-22 10:30:00',
  forced: false,
} as const;
const confirmed = { ...withdrawal, status: 'ALL_RECEIVED' } as const;
const image = (type = 'image/png', size = 1024): UploadFile => ({
  name: 'proof',
  type,
  size,
  data: new Blob(['x']),
  head: headOf(type),
});
const key = expect.stringMatching(/^[0-9a-f]{32}$/u);

function start(
  confirm: (call: ConfirmCall) => Promise<unknown> = async () => confirmed,
  input: Partial<WithdrawalConfirmationInput> = {},
) {
  const { actors, calls } = fakeActors({ confirmWithdrawal: confirm });
  const clock = new SimulatedClock();
  const actor = createActor(withdrawalConfirmationMachine.provide({ actors }), {
    input: { withdrawal, remainingMs: 30 * MINUTE, ...input },
    clock,
  }).start();
  return { actor, calls, clock };
}

describe('withdrawal confirmation', () => {
  afterEach(() => void vi.useRealTimers());

  it('received asks first (forced receipt is irreversible), then sends with an Idempotency-Key', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'RECEIVED' });
    expect(actor.getSnapshot().context.warning?.key).toBe('withdrawal_forced_irreversible');
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().context).toMatchObject({ warning: null, request: null });
    expect(calls.confirmWithdrawal).not.toHaveBeenCalled();
    actor.send({ type: 'ALL_RECEIVED' });
    actor.send({ type: 'CONFIRM' });
    await flush();
    expect(calls.confirmWithdrawal).toHaveBeenCalledWith({
      'Idempotency-Key': key,
      withdrawalId: 'w1',
      status: 'ALL_RECEIVED',
    });
    expect(actor.getSnapshot()).toMatchObject({ value: 'confirmed', context: { withdrawal: confirmed } });
  });

  it('partly received takes the typed amount: more than nothing, less than the payment', async () => {
    const { actor, calls } = start();
    for (const typed of ['100', '0', '', 'abc', '99.999']) {
      actor.send({ type: 'PARTLY_RECEIVED', amountReceived: typed });
      expect(actor.getSnapshot().context.error, typed).toEqual({
        code: 'withdrawal_amount_invalid',
        key: 'withdrawal_amount_invalid',
        params: { max: 100 },
      });
    }
    expect(calls.confirmWithdrawal).not.toHaveBeenCalled();
    actor.send({ type: 'PARTLY_RECEIVED', amountReceived: '60.1' });
    await flush();
    // In minor units: 100 - 60.1 is 39.9, not 39.900000000000006.
    expect(calls.confirmWithdrawal).toHaveBeenCalledWith({
      'Idempotency-Key': key,
      withdrawalId: 'w1',
      status: 'PARTLY_RECEIVED',
      amountReceived: 60.1,
      amountRemaining: 39.9,
    });
  });

  it('sends every submit with a new Idempotency-Key', async () => {
    let answers = 0;
    const { actor, calls } = start(async () => {
      answers += 1;
      if (answers === 1) throw serverError('Try later');
      return confirmed;
    });
    actor.send({ type: 'PARTLY_RECEIVED', amountReceived: '99.99' });
    await flush();
    expect(actor.getSnapshot().matches({ open: 'choosing' })).toBe(true);
    expect(actor.getSnapshot().context.error?.params).toEqual({ message: 'Try later' });
    actor.send({ type: 'PARTLY_RECEIVED', amountReceived: '99.99' });
    await flush();
    const [first, second] = calls.confirmWithdrawal.mock.calls.map(([call]) => call['Idempotency-Key']);
    expect(second).not.toBe(first);
    expect(actor.getSnapshot().value).toBe('confirmed');
  });

  it("proofs: 1 to 3 png or jpg images of 5 MB at most, refused with the spec's messages", () => {
    const { actor } = start();
    actor.send({ type: 'ADD_PROOF', files: [image('image/gif')] });
    expect(actor.getSnapshot().context.error).toEqual({ code: 'error_image_type', key: 'error_image_type' });
    actor.send({ type: 'ADD_PROOF', files: [image('image/jpeg', 6 * 1024 * 1024)] });
    expect(actor.getSnapshot().context.error).toEqual({
      code: 'error_image_size',
      key: 'error_image_size',
      params: { mb: 5 },
    });
    actor.send({ type: 'ADD_PROOF', files: [image(), image('image/jpeg', 5 * 1024 * 1024)] });
    actor.send({ type: 'ADD_PROOF', files: [image()] });
    expect(actor.getSnapshot().context).toMatchObject({ error: null, proofs: { length: 3 } });
    actor.send({ type: 'ADD_PROOF', files: [image()] });
    expect(actor.getSnapshot().context.error).toEqual({
      code: 'error_max_images',
      key: 'error_max_images',
      params: { max: 3 },
    });
    expect(actor.getSnapshot().context.proofs).toHaveLength(3);
  });

  it('not received needs a proof, and sends the images left after a removal', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'NOT_RECEIVED' });
    expect(actor.getSnapshot().context.error?.key).toBe('withdrawal_proof_required');
    const [first, second] = [image(), image('image/jpeg')];
    actor.send({ type: 'ADD_PROOF', files: [first, second] });
    actor.send({ type: 'REMOVE_PROOF', index: 0 });
    actor.send({ type: 'NOT_RECEIVED' });
    await flush();
    expect(calls.confirmWithdrawal).toHaveBeenCalledWith({
      'Idempotency-Key': key,
      withdrawalId: 'w1',
      status: 'NOT_RECEIVED',
      proof: [second.data],
    });
  });

  it('counts as received when remainingMs has passed without an answer', () => {
    const { actor, clock } = start(undefined, { remainingMs: 25 * MINUTE });
    clock.increment(25 * MINUTE - 1);
    expect(actor.getSnapshot().matches('open')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('autoReceived');
  });

  it('a failed submit or a cancelled warning does not restart the countdown (fail at 20 min, received at 30)', async () => {
    const { actor, clock } = start(() => Promise.reject(serverError('upload failed')));
    clock.increment(20 * MINUTE);
    actor.send({ type: 'ADD_PROOF', files: [image()] });
    actor.send({ type: 'NOT_RECEIVED' });
    await flush();
    expect(actor.getSnapshot().matches({ open: 'choosing' })).toBe(true);
    clock.increment(5 * MINUTE);
    actor.send({ type: 'RECEIVED' });
    actor.send({ type: 'CANCEL' });
    clock.increment(5 * MINUTE);
    expect(actor.getSnapshot().value).toBe('autoReceived');
  });

  it('a submit in flight when the time runs out is not cut off: its answer decides, a failure then ends auto-received', async () => {
    let answer!: { resolve: (v: unknown) => void; reject: (e: unknown) => void };
    const hanging = () => new Promise((resolve, reject) => (answer = { resolve, reject }));
    const ok = start(hanging, { remainingMs: MINUTE });
    ok.actor.send({ type: 'ADD_PROOF', files: [image()] });
    ok.actor.send({ type: 'NOT_RECEIVED' });
    ok.clock.increment(MINUTE);
    expect(ok.actor.getSnapshot().matches({ open: 'submitting' })).toBe(true);
    answer.resolve(confirmed);
    await flush();
    expect(ok.actor.getSnapshot().value).toBe('confirmed');
    const failed = start(hanging, { remainingMs: MINUTE });
    failed.actor.send({ type: 'ADD_PROOF', files: [image()] });
    failed.actor.send({ type: 'NOT_RECEIVED' });
    failed.clock.increment(MINUTE);
    expect(failed.actor.getSnapshot().context.expired).toBe(true);
    answer.reject(serverError('too late'));
    await flush();
    expect(failed.actor.getSnapshot().value).toBe('autoReceived');
  });

  it('counts down pending payments only: after partly received the rest may still arrive', async () => {
    const { actor, clock, calls } = start(undefined, {
      withdrawal: { ...withdrawal, status: 'PARTLY_RECEIVED' },
    });
    clock.increment(60 * MINUTE);
    expect(actor.getSnapshot().matches({ open: 'choosing' })).toBe(true);
    actor.send({ type: 'ALL_RECEIVED' });
    actor.send({ type: 'CONFIRM' });
    await flush();
    expect(calls.confirmWithdrawal).toHaveBeenCalledWith({
      'Idempotency-Key': key,
      withdrawalId: 'w1',
      status: 'ALL_RECEIVED',
    });
  });

  it('a settled or forced payment offers nothing', () => {
    expect(start(undefined, { withdrawal: { ...withdrawal, forced: true } }).actor.getSnapshot().value).toBe(
      'settled',
    );
    for (const status of ['RECEIVED', 'ALL_RECEIVED'] as const)
      expect(start(undefined, { withdrawal: { ...withdrawal, status } }).actor.getSnapshot().value).toBe(
        'settled',
      );
  });

  it("autoConfirmRemainingMs counts by the server's clock, whatever the device's says", () => {
    vi.useFakeTimers({ now: new Date('2031-01-01T00:00:00Z') });
    expect(autoConfirmRemainingMs(withdrawal, '2026-11-22 10:05:00')).toBe(25 * MINUTE);
    expect(autoConfirmRemainingMs(withdrawal, '2026-11-22 10:05:00', 2 * MINUTE)).toBe(23 * MINUTE);
    expect(autoConfirmRemainingMs(withdrawal, '2026-11-22 10:45:00')).toBe(0);
    expect(autoConfirmRemainingMs({ autoConfirmTime: '2026-11-23 00:00:30' }, '2026-11-22 23:59:50')).toBe(
      40_000,
    );
  });

  it('real actors send the request as built, Idempotency-Key included', async () => {
    const wallet = {
      confirmWithdrawal: vi.fn(async (_request: ConfirmCall, _options: { signal: AbortSignal }) => confirmed),
    };
    const actor = createActor(
      withdrawalConfirmationMachine.provide({ actors: withdrawalConfirmationActors({ wallet } as never) }),
      {
        input: { withdrawal, remainingMs: 30 * MINUTE },
      },
    ).start();
    actor.send({ type: 'PARTLY_RECEIVED', amountReceived: '1' });
    await flush();
    expect(wallet.confirmWithdrawal).toHaveBeenCalledWith(
      {
        'Idempotency-Key': key,
        withdrawalId: 'w1',
        status: 'PARTLY_RECEIVED',
        amountReceived: 1,
        amountRemaining: 99,
      },
      { signal: expect.any(AbortSignal) },
    );
    actor.stop();
  });
});
