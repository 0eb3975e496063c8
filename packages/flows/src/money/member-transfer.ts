import { optionalField, remarkError } from '../downline/downline-rules.js';
import { paymentPasswordError } from '../payment-password/payment-password.machine.js';
import type { MemberTransfer, SdkSlice } from '../ports/sdk.js';
import { fieldProblems, type ValidationMessage } from '../validation/messages.js';
import { amountError, parseAmount } from './amount.js';
import type { MoneyMoveBase } from './money-move.types.js';
import { oneCallMoneyMove } from './one-call-move.js';

/** What a transfer to another member (the upline, a downline) is created with besides its recipient. */
export interface MemberTransferBase extends MoneyMoveBase {
  /** The main wallet's balance: the most that can be sent. */
  balance: number;
  decimals?: number;
}

/** The form of a transfer to another member. */
export interface MemberTransferValues {
  amount: string;
  paymentPassword: string;
  remark?: string;
}

/** What every transfer to another member sends; the remark trimmed, left out when blank. */
export interface MemberTransferRequest {
  'Idempotency-Key': string;
  amount: number;
  paymentPassword: string;
  remark?: string;
}

/** How one transfer to another member differs from the other. */
export interface MemberTransferOptions<TInput, TSdk> {
  id: string;
  /** Who receives the money; null when there is no one to send to. */
  recipient: (input: TInput) => string | null;
  /** The form-wide refusal without a recipient. */
  missing: string;
  /** The SDK call, given the request every transfer sends and the input (for fields of its own). */
  send: (
    sdk: TSdk,
    request: MemberTransferRequest,
    input: TInput,
    options: { signal: AbortSignal },
  ) => Promise<MemberTransfer>;
}

/**
 * A transfer from the main wallet to another member, with the payment password: its rules (a recipient,
 * an amount within the balance, the payment password, a remark of at most 140 characters counted trimmed,
 * as it is sent), its machine and its real actors.
 */
export function memberTransferMove<
  TInput extends MemberTransferBase,
  TSdk extends SdkSlice<'wallet', 'getMoneyRequest'>,
>(options: MemberTransferOptions<TInput, TSdk>) {
  const errors = (input: TInput, values: MemberTransferValues): Record<string, ValidationMessage> =>
    options.recipient(input)
      ? fieldProblems({
          amount: amountError(values.amount, { decimals: input.decimals, available: input.balance }),
          paymentPassword: paymentPasswordError(values.paymentPassword),
          remark: remarkError(values.remark),
        })
      : { form: { key: options.missing } };
  const move = oneCallMoneyMove<TInput, MemberTransferValues, MemberTransfer, TSdk>({
    id: options.id,
    validate: errors,
    // "A transfer of 9 to sub2 is being checked", on whichever transfer's form is opened next.
    summarize: (input, values) => ({ amount: values.amount, to: options.recipient(input) ?? '' }),
    send: (sdk, { values, key, input }, callOptions) =>
      options.send(
        sdk,
        {
          'Idempotency-Key': key,
          amount: parseAmount(values.amount, input.decimals) ?? 0,
          paymentPassword: values.paymentPassword,
          ...optionalField('remark', values.remark),
        },
        input,
        callOptions,
      ),
  });
  return { ...move, errors };
}
