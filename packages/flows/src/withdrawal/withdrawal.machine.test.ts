import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { flush } from '../testing/fakes.js';
import { moneyMoveContract } from '../testing/money-move-contract.js';
import {
  withdrawalActors,
  withdrawalBlocked,
  withdrawalErrors,
  withdrawalMachine,
  type WithdrawalInput,
} from './withdrawal.machine.js';

const card = { bankCardId: 'c1', bankName: 'VCB', cardNumber: '****1234', accountName: 'Alice' };
const info = {
  balance: 1000,
  withdrawableAmount: 800,
  minAmount: 100,
  maxAmount: 5000,
  dailyCountLimit: 3,
  dailyCountRemaining: 2,
  dailyAmountRemaining: 600,
  turnoverRequired: 0,
  hasPaymentPassword: true,
  bankCards: [card],
};
const input: WithdrawalInput = { info };
const order = {
  withdrawalId: 'w1',
  orderNo: 'W001',
  amount: 200,
  status: 'PENDING',
  createdTime: '2026-11-23 10:00:00',
} as const;
const values = (amount: string, paymentPassword = '123456', bankCardId = 'c1') => ({
  bankCardId,
  amount,
  paymentPassword,
});

moneyMoveContract({
  machine: withdrawalMachine,
  input,
  valid: values('200'),
  invalid: values('200', '12'),
  result: order,
});

describe('withdrawal', () => {
  it('says why the member cannot withdraw: no payment password, no card, turnover, daily count', () => {
    expect(withdrawalBlocked(info)).toBeNull();
    expect(withdrawalBlocked({ ...info, hasPaymentPassword: false })).toEqual({
      key: 'payment_password_missing',
    });
    expect(withdrawalBlocked({ ...info, bankCards: [] })).toEqual({ key: 'bank_card_missing' });
    expect(withdrawalBlocked({ ...info, turnoverRequired: 250 })).toEqual({
      key: 'withdraw_turnover_required',
      params: { amount: 250 },
    });
    expect(withdrawalBlocked({ ...info, dailyCountRemaining: 0 })).toEqual({
      key: 'withdraw_daily_count',
      params: { count: 3 },
    });
    expect(withdrawalErrors({ info: { ...info, bankCards: [] } }, values('200'))).toEqual({
      form: { key: 'bank_card_missing' },
    });
  });

  it("keeps the amount within the limits, the day's remaining amount and what is withdrawable", () => {
    expect(withdrawalErrors(input, values('99'))).toEqual({
      amount: { key: 'amount_min', params: { min: 100 } },
    });
    expect(withdrawalErrors(input, values('600.01'))).toEqual({
      amount: { key: 'amount_max', params: { max: 600 } },
    });
    expect(withdrawalErrors(input, values('600'))).toEqual({});
    const noDailyCap = { info: { ...info, dailyAmountRemaining: null } };
    expect(withdrawalErrors(noDailyCap, values('800.01'))).toEqual({
      amount: { key: 'amount_insufficient', params: { available: 800 } },
    });
  });

  it("needs one of the member's cards and a 6-digit payment password", () => {
    expect(withdrawalErrors(input, values('200', '12345a', 'other'))).toEqual({
      bankCardId: { key: 'validation_required' },
      paymentPassword: { key: 'payment_password_rule', params: { length: 6 } },
    });
  });

  it('sends the card, the amount as a number, the payment password and the Idempotency-Key', async () => {
    const wallet = {
      createWithdrawal: vi.fn(
        async (_request: Record<string, unknown>, _options: { signal: AbortSignal }) => order,
      ),
      getMoneyRequest: vi.fn(async () => ({ state: 'NOT_FOUND' as const })),
    };
    const actor = createActor(withdrawalMachine.provide({ actors: withdrawalActors({ wallet } as never) }), {
      input,
    }).start();
    actor.send({ type: 'SUBMIT', values: values('250.50') });
    await flush();
    expect(wallet.createWithdrawal).toHaveBeenCalledWith(
      {
        'Idempotency-Key': expect.stringMatching(/^[0-9a-f]{32}$/u),
        bankCardId: 'c1',
        amount: 250.5,
        paymentPassword: '123456',
      },
      { signal: expect.any(AbortSignal) },
    );
    expect(actor.getSnapshot().value).toBe('done');
  });
});
