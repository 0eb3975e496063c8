import { amountError, parseAmount } from '../money/amount.js';
import type { SdkSlice, WithdrawInfo, WithdrawalOrder } from '../ports/sdk.js';
import { fieldProblems, type ValidationMessage } from '../validation/messages.js';
import { paymentPasswordError } from '../payment-password/payment-password.machine.js';
import type { MoneyMoveBase } from '../money/money-move.types.js';
import { oneCallMoneyMove } from '../money/one-call-move.js';

/** What `withdrawalMachine` is created with: `getWithdrawInfo`'s answer. */
export interface WithdrawalInput extends MoneyMoveBase {
  info: WithdrawInfo;
  decimals?: number;
}

/** The withdrawal form. */
export interface WithdrawalValues {
  bankCardId: string;
  amount: string;
  paymentPassword: string;
}

/** Why the member cannot withdraw at all right now, or null: no payment password, no card, turnover, daily count. */
export function withdrawalBlocked(info: WithdrawInfo): ValidationMessage | null {
  if (!info.hasPaymentPassword) return { key: 'payment_password_missing' };
  if (info.bankCards.length === 0) return { key: 'bank_card_missing' };
  if ((info.turnoverRequired ?? 0) > 0)
    return { key: 'withdraw_turnover_required', params: { amount: info.turnoverRequired ?? 0 } };
  if (info.dailyCountRemaining === 0)
    return { key: 'withdraw_daily_count', params: { count: info.dailyCountLimit ?? 0 } };
  return null;
}

/** A withdrawal: one of the member's cards, an amount within the limits and the withdrawable amount, the payment password. */
export function withdrawalErrors(
  input: WithdrawalInput,
  values: WithdrawalValues,
): Record<string, ValidationMessage> {
  const blocked = withdrawalBlocked(input.info);
  if (blocked) return { form: blocked };
  const { info } = input;
  const max =
    info.dailyAmountRemaining === null || info.dailyAmountRemaining === undefined
      ? info.maxAmount
      : Math.min(info.maxAmount, info.dailyAmountRemaining);
  return fieldProblems({
    bankCardId: info.bankCards.some((card) => card.bankCardId === values.bankCardId)
      ? null
      : { key: 'validation_required' },
    amount: amountError(values.amount, {
      decimals: input.decimals,
      min: info.minAmount,
      max,
      available: info.withdrawableAmount,
    }),
    paymentPassword: paymentPasswordError(values.paymentPassword),
  });
}

const withdrawal = oneCallMoneyMove<
  WithdrawalInput,
  WithdrawalValues,
  WithdrawalOrder,
  SdkSlice<'wallet', 'createWithdrawal' | 'getMoneyRequest'>
>({
  id: 'withdrawal',
  validate: withdrawalErrors,
  send: (sdk, { values, key, input }, options) =>
    sdk.wallet.createWithdrawal(
      {
        'Idempotency-Key': key,
        bankCardId: values.bankCardId,
        amount: parseAmount(values.amount, input.decimals) ?? 0,
        paymentPassword: values.paymentPassword,
      },
      options,
    ),
});

/** Withdraw: to one of the member's bank cards, confirmed with the payment password, sent once. */
export const withdrawalMachine = withdrawal.machine;

/** Real actors: `withdrawalMachine.provide({ actors: withdrawalActors(sdk, lock) })`. */
export const withdrawalActors = withdrawal.actors;
