import { createActor } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UploadFile } from '../shared/image-upload.js';
import { flush } from '../testing/fakes.js';
import { headOf } from '../testing/image-heads.js';
import { moneyMoveContract } from '../testing/money-move-contract.js';
import {
  autoConfirmRemainingMs,
  awaitsConfirmation,
  confirmCall,
  withdrawalConfirmationActors,
  withdrawalConfirmationErrors,
  withdrawalConfirmationMachine,
  type ConfirmCall,
  type WithdrawalConfirmationInput,
  type WithdrawalConfirmationValues,
} from './withdrawal-confirmation.machine.js';

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
const input: WithdrawalConfirmationInput = { withdrawal };
const confirmed = { ...withdrawal, status: 'RECEIVED' } as const;
const image = (type = 'image/png', size = 1024): UploadFile => ({
  name: 'proof',
  type,
  size,
  data: new Blob(['x']),
  head: headOf(type),
});

moneyMoveContract({
  machine: withdrawalConfirmationMachine,
  input,
  valid: { status: 'RECEIVED', forced: true },
  invalid: { status: 'RECEIVED' },
  result: confirmed,
});

describe('awaitsConfirmation', () => {
  it('lists a paid, a partly and a not received payment, never a received or a forced one', () => {
    expect(awaitsConfirmation(withdrawal)).toBe(true);
    expect(awaitsConfirmation({ status: 'PARTLY_RECEIVED', forced: false })).toBe(true);
    expect(awaitsConfirmation({ status: 'NOT_RECEIVED', forced: false })).toBe(true);
    expect(awaitsConfirmation({ status: 'RECEIVED', forced: false })).toBe(false);
    expect(awaitsConfirmation({ status: 'ALL_RECEIVED', forced: false })).toBe(false);
    expect(awaitsConfirmation({ status: 'PENDING', forced: true })).toBe(false);
  });
});

describe('withdrawal confirmation', () => {
  afterEach(() => void vi.useRealTimers());

  const errors = (values: WithdrawalConfirmationValues, given = input) =>
    withdrawalConfirmationErrors(given, values);

  it('a receipt is irreversible: (all) received is sent only once the member said yes to it', () => {
    for (const status of ['RECEIVED', 'ALL_RECEIVED'] as const) {
      expect(errors({ status })).toEqual({ form: { key: 'withdrawal_forced_irreversible' } });
      expect(errors({ status, forced: true })).toEqual({});
    }
  });

  it('partly received takes the typed amount: more than nothing, less than the payment', () => {
    for (const typed of ['100', '0', '', 'abc', '99.999'])
      expect(errors({ status: 'PARTLY_RECEIVED', amountReceived: typed }), typed).toEqual({
        amountReceived: { key: 'withdrawal_amount_invalid', params: { max: 100 } },
      });
    expect(errors({ status: 'PARTLY_RECEIVED', amountReceived: '60.1' })).toEqual({});
    // In minor units: 100 - 60.1 is 39.9, not 39.900000000000006.
    expect(confirmCall(input, { status: 'PARTLY_RECEIVED', amountReceived: '60.1' }, 'k')).toEqual({
      'Idempotency-Key': 'k',
      withdrawalId: 'w1',
      status: 'PARTLY_RECEIVED',
      amountReceived: 60.1,
      amountRemaining: 39.9,
    });
  });

  it("not received needs 1 to 3 png or jpg proofs of 5 MB at most, refused with the spec's messages", () => {
    const not = (proofs: UploadFile[]) => errors({ status: 'NOT_RECEIVED', proofs })['proofs'];
    expect(not([])).toEqual({ key: 'withdrawal_proof_required' });
    expect(not([image('image/gif')])).toEqual({ key: 'error_image_type' });
    expect(not([image('image/jpeg', 6 * 1024 * 1024)])).toEqual({
      key: 'error_image_size',
      params: { mb: 5 },
    });
    expect(not([image(), image(), image(), image()])).toEqual({
      key: 'error_max_images',
      params: { max: 3 },
    });
    const proofs = [image(), image('image/jpeg', 5 * 1024 * 1024)];
    expect(not(proofs)).toBeUndefined();
    expect(confirmCall(input, { status: 'NOT_RECEIVED', proofs }, 'k')).toEqual({
      'Idempotency-Key': 'k',
      withdrawalId: 'w1',
      status: 'NOT_RECEIVED',
      proof: proofs.map((file) => file.data),
    });
  });

  it('a received whose answer is lost is read back by its key: confirmed, sent once', async () => {
    const confirmWithdrawal = vi.fn(async (_request: ConfirmCall, _options: { signal: AbortSignal }) => {
      throw { kind: 'http', status: 502, message: 'HTTP 502' };
    });
    const getMoneyRequest = vi.fn(async (_request: { idempotencyKey: string }) => ({
      state: 'APPLIED' as const,
      result: confirmed,
    }));
    const sdk = { wallet: { confirmWithdrawal, getMoneyRequest } };
    const actor = createActor(
      withdrawalConfirmationMachine.provide({ actors: withdrawalConfirmationActors(sdk as never) }),
      { input },
    ).start();
    actor.send({ type: 'SUBMIT', values: { status: 'RECEIVED', forced: true } });
    await flush();
    expect(confirmWithdrawal).toHaveBeenCalledTimes(1);
    const [request] = confirmWithdrawal.mock.calls[0] ?? [];
    expect(request).toEqual({
      'Idempotency-Key': expect.stringMatching(/^[0-9a-f]{32}$/u),
      withdrawalId: 'w1',
      status: 'RECEIVED',
    });
    expect(getMoneyRequest.mock.calls[0]?.[0]).toEqual({ idempotencyKey: request?.['Idempotency-Key'] });
    expect(actor.getSnapshot()).toMatchObject({ value: 'done', context: { result: confirmed } });
    actor.stop();
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
});
