import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { flush, httpError } from '../testing/fakes.js';
import { moneyMoveContract } from '../testing/money-move-contract.js';
import {
  transferUplineActors,
  transferUplineErrors,
  transferUplineMachine,
  type TransferUplineInput,
} from './transfer-upline.machine.js';

const input: TransferUplineInput = { balance: 300, uplineAccount: 'boss' };
const sent = {
  transferId: 't1',
  fromAccount: 'alice',
  toAccount: 'boss',
  amount: 100,
  balance: 200,
  createdTime: '2026-11-23 10:00:00',
};

moneyMoveContract({
  machine: transferUplineMachine,
  input,
  valid: { amount: '100', paymentPassword: '123456' },
  invalid: { amount: '300.01', paymentPassword: '123456' },
  result: sent,
});

describe('transfer to upline', () => {
  it('needs an upline, an amount within the balance, the payment password and a remark of at most 140 characters', () => {
    expect(
      transferUplineErrors({ ...input, uplineAccount: null }, { amount: '1', paymentPassword: '123456' }),
    ).toEqual({
      form: { key: 'upline_missing' },
    });
    expect(transferUplineErrors(input, { amount: '', paymentPassword: '', remark: 'x'.repeat(141) })).toEqual(
      {
        amount: { key: 'validation_required' },
        paymentPassword: { key: 'validation_required' },
        remark: { key: 'validation_max_length', params: { max: 140 } },
      },
    );
    expect(
      transferUplineErrors(input, { amount: '300', paymentPassword: '123456', remark: 'x'.repeat(140) }),
    ).toEqual({});
    // Counted as sent: trimmed.
    expect(
      transferUplineErrors(input, {
        amount: '300',
        paymentPassword: '123456',
        remark: ` ${'x'.repeat(140)} `,
      }),
    ).toEqual({});
  });

  it('sends the amount as a number, the payment password, the trimmed remark (none when blank) and the Idempotency-Key', async () => {
    const wallet = {
      transferToUpline: vi.fn(
        async (_request: Record<string, unknown>, _options: { signal: AbortSignal }) => sent,
      ),
      getMoneyRequest: vi.fn(async (_request: { idempotencyKey: string }) => ({
        state: 'APPLIED' as const,
        result: sent,
      })),
    };
    wallet.transferToUpline.mockRejectedValueOnce(httpError(500));
    const actor = createActor(
      transferUplineMachine.provide({ actors: transferUplineActors({ wallet } as never) }),
      { input },
    ).start();
    actor.send({ type: 'SUBMIT', values: { amount: '99.9', paymentPassword: '123456', remark: ' thanks ' } });
    await flush();
    const [request] = wallet.transferToUpline.mock.calls[0] ?? [];
    expect(request).toEqual({
      'Idempotency-Key': expect.stringMatching(/^[0-9a-f]{32}$/u),
      amount: 99.9,
      paymentPassword: '123456',
      remark: 'thanks',
    });
    expect(wallet.getMoneyRequest.mock.calls[0]?.[0]).toEqual({
      idempotencyKey: request?.['Idempotency-Key'],
    });
    expect(actor.getSnapshot()).toMatchObject({ value: 'done', context: { result: sent } });
    actor.send({ type: 'NEW' });
    actor.send({ type: 'SUBMIT', values: { amount: '1', paymentPassword: '123456', remark: '  ' } });
    await flush();
    expect(wallet.transferToUpline.mock.calls[1]?.[0]).not.toHaveProperty('remark');
  });
});
