import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { LobbyErrorLike } from '../errors.js';
import type { memberTransferMove, MemberTransferBase } from '../money/member-transfer.js';
import type { MoneyLock } from '../money/money-lock.js';
import { flush } from './fakes.js';
import { moneyMoveContract } from './money-move-contract.js';

type Transfer<TInput extends MemberTransferBase> = ReturnType<typeof memberTransferMove<TInput, never>>;

/** One transfer to another member under test: what tells it from the other. */
export interface MemberTransferCase<TInput extends MemberTransferBase> {
  /** "an upline", "a downline": who the transfer needs. */
  recipientName: string;
  machine: Transfer<TInput>['machine'];
  actors: (sdk: never, lock?: MoneyLock) => ReturnType<Transfer<TInput>['actors']>;
  errors: Transfer<TInput>['errors'];
  /** An input with a recipient and a balance of 300. */
  input: TInput;
  /** The same input without a recipient, and the form-wide refusal it gets. */
  noRecipient: TInput;
  missing: string;
  from: string;
  to: string;
  /** The SDK call and the fields it sends besides those of every transfer. */
  operation: 'transferToUpline' | 'transferToDownline';
  fields: Record<string, string>;
  /** How the first answer is lost (it is read back by its key). */
  lost: LobbyErrorLike;
  /** A remark as typed, sent trimmed. */
  remark: string;
}

/**
 * What a transfer to the upline and one to a downline share: the money-move contract, the rules of the form
 * and the request it sends (trimmed remark, a lost answer read back by its key under the member's lock).
 */
export function memberTransferCases<TInput extends MemberTransferBase>(flow: MemberTransferCase<TInput>) {
  const sent = {
    transferId: 't1',
    fromAccount: flow.from,
    toAccount: flow.to,
    amount: 100,
    balance: 200,
    createdTime: '2026-11-23 10:00:00',
  };
  moneyMoveContract({
    machine: flow.machine,
    input: flow.input,
    valid: { amount: '100', paymentPassword: '123456' },
    invalid: { amount: '300.01', paymentPassword: '123456' },
    result: sent,
  });
  describe(`a transfer to ${flow.recipientName}`, () => {
    rulesCase(flow);
    requestCase(flow, sent);
  });
}

function rulesCase<TInput extends MemberTransferBase>(flow: MemberTransferCase<TInput>) {
  const { errors, input } = flow;
  it(`needs ${flow.recipientName}, an amount within the balance, the payment password and a remark of at most 140 characters`, () => {
    expect(errors(flow.noRecipient, { amount: '1', paymentPassword: '123456' })).toEqual({
      form: { key: flow.missing },
    });
    expect(errors(input, { amount: '', paymentPassword: '', remark: 'x'.repeat(141) })).toEqual({
      amount: { key: 'validation_required' },
      paymentPassword: { key: 'validation_required' },
      remark: { key: 'validation_max_length', params: { max: 140 } },
    });
    expect(errors(input, { amount: '', paymentPassword: '12345', remark: 'x'.repeat(141) })).toEqual({
      amount: { key: 'validation_required' },
      paymentPassword: { key: 'payment_password_rule', params: { length: 6 } },
      remark: { key: 'validation_max_length', params: { max: 140 } },
    });
    expect(errors(input, { amount: '300', paymentPassword: '123456', remark: 'x'.repeat(140) })).toEqual({});
    // Counted as sent: trimmed.
    const trimmed = { amount: '300', paymentPassword: '123456', remark: ` ${'x'.repeat(140)} ` };
    expect(errors(input, trimmed)).toEqual({});
  });
}

function requestCase<TInput extends MemberTransferBase>(flow: MemberTransferCase<TInput>, sent: object) {
  it('sends the amount as a number, the payment password, the trimmed remark (none when blank) and the key; a lost answer is read back by that key', async () => {
    const send = vi.fn(async (_request: Record<string, unknown>, _options: { signal: AbortSignal }) => sent);
    const wallet = {
      [flow.operation]: send,
      getMoneyRequest: vi.fn(async (_request: { idempotencyKey: string }) => ({
        state: 'APPLIED' as const,
        result: sent,
      })),
    };
    send.mockRejectedValueOnce(flow.lost);
    const runs: string[] = [];
    const lock = async <T>(run: () => Promise<T>, options?: { wait?: boolean }): Promise<T> => {
      runs.push(options?.wait ? 'read back, waiting its turn' : 'sent, or refused while busy');
      return run();
    };
    const provided = flow.machine.provide({ actors: flow.actors({ wallet } as never, lock) });
    const actor = createActor(provided, { input: flow.input }).start();
    const values = { amount: '99.9', paymentPassword: '123456', remark: flow.remark };
    actor.send({ type: 'SUBMIT', values });
    actor.send({ type: 'SUBMIT', values });
    await flush();
    expect(send).toHaveBeenCalledTimes(1);
    // The lost answer's read-back runs under the member's lock too, after any other tab's money call.
    expect(runs).toEqual(['sent, or refused while busy', 'read back, waiting its turn']);
    const [request] = send.mock.calls[0] ?? [];
    expect(request).toEqual({
      'Idempotency-Key': expect.stringMatching(/^[0-9a-f]{32}$/u),
      ...flow.fields,
      amount: 99.9,
      paymentPassword: '123456',
      remark: flow.remark.trim(),
    });
    expect(wallet.getMoneyRequest.mock.calls[0]?.[0]).toEqual({
      idempotencyKey: request?.['Idempotency-Key'],
    });
    expect(actor.getSnapshot()).toMatchObject({ value: 'done', context: { result: sent } });
    actor.send({ type: 'NEW' });
    actor.send({ type: 'SUBMIT', values: { amount: '1', paymentPassword: '123456', remark: '  ' } });
    await flush();
    expect(send.mock.calls[1]?.[0]).not.toHaveProperty('remark');
    expect(send.mock.calls[1]?.[0]?.['Idempotency-Key']).not.toBe(request?.['Idempotency-Key']);
  });
}
