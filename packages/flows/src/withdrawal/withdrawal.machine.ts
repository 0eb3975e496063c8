import { amountError, parseAmount } from '../money/amount.js';
import type { SdkSlice, WithdrawInfo, WithdrawalOrder } from '../ports/sdk.js';
import type { ValidationMessage } from '../validation/messages.js';
import { paymentPasswordError } from '../payment-password/payment-password.machine.js';
import { noMoneyLock, type MoneyLock } from '../money/money-lock.js';
import { oneCallMoneyActors } from '../money/money-move.actors.js';
import { createMoneyMoveMachine } from '../money/money-move.js';
import type { MoneyMoveBase } from '../money/money-move.types.js';

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
  const errors: Record<string, ValidationMessage> = {};
  if (!info.bankCards.some((card) => card.bankCardId === values.bankCardId))
    errors['bankCardId'] = { key: 'validation_required' };
  const max =
    info.dailyAmountRemaining === null || info.dailyAmountRemaining === undefined
      ? info.maxAmount
      : Math.min(info.maxAmount, info.dailyAmountRemaining);
  const amount = amountError(values.amount, {
    decimals: input.decimals,
    min: info.minAmount,
    max,
    available: info.withdrawableAmount,
  });
  if (amount) errors['amount'] = amount;
  const password = paymentPasswordError(values.paymentPassword);
  if (password) errors['paymentPassword'] = password;
  return errors;
}

/** Withdraw: to one of the member's bank cards, confirmed with the payment password, sent once. */
export const withdrawalMachine = createMoneyMoveMachine<WithdrawalInput, WithdrawalValues, WithdrawalOrder>({
  id: 'withdrawal',
  validate: withdrawalErrors,
});

/** Real actors: `withdrawalMachine.provide({ actors: withdrawalActors(sdk) })`. */
export function withdrawalActors(
  sdk: SdkSlice<'wallet', 'createWithdrawal' | 'getMoneyRequest'>,
  lock: MoneyLock = noMoneyLock,
) {
  return oneCallMoneyActors<WithdrawalInput, WithdrawalValues, WithdrawalOrder>(
    ({ values, key, input }, options) =>
      sdk.wallet.createWithdrawal(
        {
          'Idempotency-Key': key,
          bankCardId: values.bankCardId,
          amount: parseAmount(values.amount, input.decimals) ?? 0,
          paymentPassword: values.paymentPassword,
        },
        options,
      ),
    (request, options) => sdk.wallet.getMoneyRequest(request, options),
    lock,
  );
}
