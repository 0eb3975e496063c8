import { remarkError } from '../downline/downline-rules.js';
import { amountError, parseAmount } from '../money/amount.js';
import type { MemberTransfer, SdkSlice } from '../ports/sdk.js';
import type { ValidationMessage } from '../validation/messages.js';
import { paymentPasswordError } from '../payment-password/payment-password.machine.js';
import { noMoneyLock, type MoneyLock } from '../money/money-lock.js';
import { oneCallMoneyActors } from '../money/money-move.actors.js';
import { createMoneyMoveMachine } from '../money/money-move.js';
import type { MoneyMoveBase } from '../money/money-move.types.js';

/** What `transferUplineMachine` is created with. */
export interface TransferUplineInput extends MoneyMoveBase {
  /** The main wallet's balance: the most that can be sent. */
  balance: number;
  /** The member's upline; without one there is no one to send to. */
  uplineAccount: string | null;
  decimals?: number;
}

/** The transfer-to-upline form. */
export interface TransferUplineValues {
  amount: string;
  paymentPassword: string;
  remark?: string;
}

/** An upline to send to, an amount within the balance, the payment password, a remark of at most 140 characters. */
export function transferUplineErrors(
  input: TransferUplineInput,
  values: TransferUplineValues,
): Record<string, ValidationMessage> {
  if (!input.uplineAccount) return { form: { key: 'upline_missing' } };
  const errors: Record<string, ValidationMessage> = {};
  const amount = amountError(values.amount, { decimals: input.decimals, available: input.balance });
  if (amount) errors['amount'] = amount;
  const password = paymentPasswordError(values.paymentPassword);
  if (password) errors['paymentPassword'] = password;
  // The remark is sent trimmed: it is counted trimmed, as a transfer to a downline's is.
  const remark = remarkError(values.remark);
  if (remark) errors['remark'] = remark;
  return errors;
}

/** Transfer to upline (members only): from the main wallet to the member's agent, with the payment password. */
export const transferUplineMachine = createMoneyMoveMachine<
  TransferUplineInput,
  TransferUplineValues,
  MemberTransfer
>({
  id: 'transferUpline',
  validate: transferUplineErrors,
  summarize: (input, values) => ({ amount: values.amount, to: input.uplineAccount ?? '' }),
});

/** Real actors: `transferUplineMachine.provide({ actors: transferUplineActors(sdk) })`. */
export function transferUplineActors(
  sdk: SdkSlice<'wallet', 'transferToUpline' | 'getMoneyRequest'>,
  lock: MoneyLock = noMoneyLock,
) {
  return oneCallMoneyActors<TransferUplineInput, TransferUplineValues, MemberTransfer>(
    ({ values, key, input }, options) =>
      sdk.wallet.transferToUpline(
        {
          'Idempotency-Key': key,
          amount: parseAmount(values.amount, input.decimals) ?? 0,
          paymentPassword: values.paymentPassword,
          ...(values.remark?.trim() ? { remark: values.remark.trim() } : {}),
        },
        options,
      ),
    (request, options) => sdk.wallet.getMoneyRequest(request, options),
    lock,
  );
}
