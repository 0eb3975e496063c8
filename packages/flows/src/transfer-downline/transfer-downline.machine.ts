import { amountError, parseAmount } from '../money/amount.js';
import type { MemberTransfer, SdkSlice } from '../ports/sdk.js';
import type { ValidationMessage } from '../validation/messages.js';
import { optionalField, remarkError } from '../downline/downline-rules.js';
import { paymentPasswordError } from '../payment-password/payment-password.machine.js';
import { noMoneyLock, type MoneyLock } from '../money/money-lock.js';
import { oneCallMoneyActors } from '../money/money-move.actors.js';
import { createMoneyMoveMachine } from '../money/money-move.js';
import type { MoneyMoveBase } from '../money/money-move.types.js';

/** What `transferDownlineMachine` is created with. */
export interface TransferDownlineInput extends MoneyMoveBase {
  /** The agent's main wallet balance: the most that can be sent. */
  balance: number;
  /** The downline to send to (a member of the agent's team). */
  downlineAccount: string | null;
  decimals?: number;
}

/** The transfer-to-downline form. */
export interface TransferDownlineValues {
  amount: string;
  paymentPassword: string;
  remark?: string;
}

/** A downline to send to, an amount within the balance, the payment password, a remark of at most 140 characters. */
export function transferDownlineErrors(
  input: TransferDownlineInput,
  values: TransferDownlineValues,
): Record<string, ValidationMessage> {
  if (!input.downlineAccount) return { form: { key: 'downline_missing' } };
  const errors: Record<string, ValidationMessage> = {};
  const amount = amountError(values.amount, { decimals: input.decimals, available: input.balance });
  if (amount) errors['amount'] = amount;
  const password = paymentPasswordError(values.paymentPassword);
  if (password) errors['paymentPassword'] = password;
  const remark = remarkError(values.remark);
  if (remark) errors['remark'] = remark;
  return errors;
}

/** Transfer to a downline (agents only): from the agent's main wallet to a member of its team, with the payment password. */
export const transferDownlineMachine = createMoneyMoveMachine<
  TransferDownlineInput,
  TransferDownlineValues,
  MemberTransfer
>({
  id: 'transferDownline',
  validate: transferDownlineErrors,
  // "A transfer of 9 to sub2 is being checked", on whichever downline's dialog is opened next.
  summarize: (input, values) => ({ amount: values.amount, to: input.downlineAccount ?? '' }),
});

/** Real actors: `transferDownlineMachine.provide({ actors: transferDownlineActors(sdk, lock) })`. */
export function transferDownlineActors(
  sdk: SdkSlice<'wallet', 'transferToDownline' | 'getMoneyRequest'>,
  lock: MoneyLock = noMoneyLock,
) {
  return oneCallMoneyActors<TransferDownlineInput, TransferDownlineValues, MemberTransfer>(
    ({ values, key, input }, options) =>
      sdk.wallet.transferToDownline(
        {
          'Idempotency-Key': key,
          downlineAccount: input.downlineAccount ?? '',
          amount: parseAmount(values.amount, input.decimals) ?? 0,
          paymentPassword: values.paymentPassword,
          ...optionalField('remark', values.remark),
        },
        options,
      ),
    (request, options) => sdk.wallet.getMoneyRequest(request, options),
    lock,
  );
}
