import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { flush, timeoutError } from '../testing/fakes.js';
import { moneyMoveContract } from '../testing/money-move-contract.js';
import {
  transferDownlineActors,
  transferDownlineErrors,
  transferDownlineMachine,
  type TransferDownlineInput,
} from './transfer-downline.machine.js';

const input: TransferDownlineInput = { balance: 300, downlineAccount: 'sub1' };
const sent = {
  transferId: 't1',
  fromAccount: 'agent',
  toAccount: 'sub1',
  amount: 100,
  balance: 200,
  createdTime: '2026-11-23 10:00:00',
};

moneyMoveContract({
  machine: transferDownlineMachine,
  input,
  valid: { amount: '100', paymentPassword: '123456' },
  invalid: { amount: '300.01', paymentPassword: '123456' },
  result: sent,
});

describe('transfer to a downline', () => {
  it('needs a downline, an amount within the balance, the payment password and a remark of at most 140 characters', () => {
    expect(
      transferDownlineErrors({ ...input, downlineAccount: null }, { amount: '1', paymentPassword: '123456' }),
    ).toEqual({
      form: { key: 'downline_missing' },
    });
    expect(
      transferDownlineErrors(input, { amount: '', paymentPassword: '12345', remark: 'x'.repeat(141) }),
    ).toEqual({
      amount: { key: 'validation_required' },
      paymentPassword: { key: 'payment_password_rule', params: { length: 6 } },
      remark: { key: 'validation_max_length', params: { max: 140 } },
    });
    expect(
      transferDownlineErrors(input, { amount: '300', paymentPassword: '123456', remark: 'x'.repeat(140) }),
    ).toEqual({});
  });

  it('sends the downline, the amount as a number, the payment password, the trimmed remark and the key; a lost answer is read back by that key', async () => {
    const wallet = {
      transferToDownline: vi.fn(
        async (_request: Record<string, unknown>, _options: { signal: AbortSignal }) => sent,
      ),
      getMoneyRequest: vi.fn(async (_request: { idempotencyKey: string }) => ({
        state: 'APPLIED' as const,
        result: sent,
      })),
    };
    wallet.transferToDownline.mockRejectedValueOnce(timeoutError());
    const runs: string[] = [];
    const lock = async <T>(run: () => Promise<T>, options?: { wait?: boolean }): Promise<T> => {
      runs.push(options?.wait ? 'read back, waiting its turn' : 'sent, or refused while busy');
      return run();
    };
    const actor = createActor(
      transferDownlineMachine.provide({ actors: transferDownlineActors({ wallet } as never, lock) }),
      { input },
    ).start();
    actor.send({
      type: 'SUBMIT',
      values: { amount: '99.9', paymentPassword: '123456', remark: ' for you ' },
    });
    actor.send({
      type: 'SUBMIT',
      values: { amount: '99.9', paymentPassword: '123456', remark: ' for you ' },
    });
    await flush();
    expect(wallet.transferToDownline).toHaveBeenCalledTimes(1);
    // The lost answer's read-back runs under the member's lock too, after any other tab's money call.
    expect(runs).toEqual(['sent, or refused while busy', 'read back, waiting its turn']);
    const [request] = wallet.transferToDownline.mock.calls[0] ?? [];
    expect(request).toEqual({
      'Idempotency-Key': expect.stringMatching(/^[0-9a-f]{32}$/u),
      downlineAccount: 'sub1',
      amount: 99.9,
      paymentPassword: '123456',
      remark: 'for you',
    });
    expect(wallet.getMoneyRequest.mock.calls[0]?.[0]).toEqual({
      idempotencyKey: request?.['Idempotency-Key'],
    });
    expect(actor.getSnapshot()).toMatchObject({ value: 'done', context: { result: sent } });
    actor.send({ type: 'NEW' });
    actor.send({ type: 'SUBMIT', values: { amount: '1', paymentPassword: '123456', remark: '  ' } });
    await flush();
    expect(wallet.transferToDownline.mock.calls[1]?.[0]).not.toHaveProperty('remark');
    expect(wallet.transferToDownline.mock.calls[1]?.[0]?.['Idempotency-Key']).not.toBe(
      request?.['Idempotency-Key'],
    );
  });
});
