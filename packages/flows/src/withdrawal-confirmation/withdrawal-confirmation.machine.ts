import { flowError, type FlowError } from '../errors.js';
import { amountError, fromMinor, parseAmount, toMinor } from '../money/amount.js';
import { noMoneyLock, type MoneyLock } from '../money/money-lock.js';
import { oneCallMoneyActors } from '../money/money-move.actors.js';
import { createMoneyMoveMachine } from '../money/money-move.js';
import type { MoneyMoveBase } from '../money/money-move.types.js';
import type { ConfirmWithdrawalStatus, SdkSlice, WithdrawalConfirmation } from '../ports/sdk.js';
import { uploadError, type UploadFile } from '../shared/image-upload.js';
import type { ValidationMessage } from '../validation/messages.js';

/** A server time, `yyyy-MM-dd HH:mm:ss`, as milliseconds on one axis (the zone cancels out between two such times). */
export function serverTimeMs(time: string): number {
  const ms = Date.parse(`${time.trim().replace(' ', 'T')}Z`);
  return Number.isNaN(ms) ? 0 : ms;
}

/**
 * Milliseconds until a payment counts as received, by the server's clock: its `autoConfirmTime`
 * less the `serverTime` of the list that brought it, less what passed since that list arrived.
 */
export function autoConfirmRemainingMs(
  withdrawal: Pick<WithdrawalConfirmation, 'autoConfirmTime'>,
  serverTime: string,
  elapsedMs = 0,
): number {
  return Math.max(0, serverTimeMs(withdrawal.autoConfirmTime) - serverTimeMs(serverTime) - elapsedMs);
}

/**
 * Whether a payment still waits for the member's answer: paid and not yet said received, or said to be
 * partly or not received; a forced receipt is final.
 */
export function awaitsConfirmation(withdrawal: Pick<WithdrawalConfirmation, 'status' | 'forced'>): boolean {
  return (
    !withdrawal.forced &&
    (withdrawal.status === 'PENDING' ||
      withdrawal.status === 'PARTLY_RECEIVED' ||
      withdrawal.status === 'NOT_RECEIVED')
  );
}

/** The problem of a "partly received" amount: more than nothing and less than the payment. */
export function partlyReceivedError(
  withdrawal: WithdrawalConfirmation,
  text: string,
  decimals?: number,
): FlowError | null {
  const problem = amountError(text, {
    decimals,
    max: fromMinor(toMinor(withdrawal.amount, decimals) - 1, decimals),
  });
  return problem ? flowError('withdrawal_amount_invalid', { max: withdrawal.amount }) : null;
}

/** What `withdrawalConfirmationMachine` is created with: the payment to confirm. */
export interface WithdrawalConfirmationInput extends MoneyMoveBase {
  withdrawal: WithdrawalConfirmation;
  decimals?: number;
}

/** What the member answers: what arrived, the amount of a part, the proofs that nothing did. */
export interface WithdrawalConfirmationValues {
  status: ConfirmWithdrawalStatus;
  /** The typed amount of a "partly received". */
  amountReceived?: string;
  /** 1 to 3 images for "not received". */
  proofs?: UploadFile[];
  /** The member said yes to "a receipt is irreversible": a (all) received is never sent without it. */
  forced?: boolean;
}

const message = (error: FlowError): ValidationMessage =>
  error.params ? { key: error.key, params: error.params } : { key: error.key };

/**
 * The problems of an answer: a receipt not yet agreed to (`form`), a part not between nothing and the
 * payment (`amountReceived`), no proof or a refused one (`proofs`).
 */
export function withdrawalConfirmationErrors(
  { withdrawal, decimals }: WithdrawalConfirmationInput,
  { status, amountReceived = '', proofs = [], forced = false }: WithdrawalConfirmationValues,
): Record<string, ValidationMessage> {
  if (status === 'RECEIVED' || status === 'ALL_RECEIVED')
    return forced ? {} : { form: { key: 'withdrawal_forced_irreversible' } };
  if (status === 'PARTLY_RECEIVED') {
    const problem = partlyReceivedError(withdrawal, amountReceived, decimals);
    return problem ? { amountReceived: message(problem) } : {};
  }
  const problem = proofs.length === 0 ? flowError('withdrawal_proof_required') : uploadError([], proofs);
  return problem ? { proofs: message(problem) } : {};
}

/** What the confirm call sends. */
export interface ConfirmCall {
  'Idempotency-Key': string;
  withdrawalId: string;
  status: ConfirmWithdrawalStatus;
  amountReceived?: number;
  amountRemaining?: number;
  proof?: Blob[];
}

/** The call for an answer; a part and its rest are reckoned in minor units (100 - 60.1 is 39.9). */
export function confirmCall(
  { withdrawal, decimals }: WithdrawalConfirmationInput,
  { status, amountReceived = '', proofs = [] }: WithdrawalConfirmationValues,
  key: string,
): ConfirmCall {
  const call = { 'Idempotency-Key': key, withdrawalId: withdrawal.withdrawalId, status };
  if (status === 'NOT_RECEIVED') return { ...call, proof: proofs.map((file) => file.data) };
  if (status !== 'PARTLY_RECEIVED') return call;
  const received = toMinor(parseAmount(amountReceived, decimals) ?? 0, decimals);
  return {
    ...call,
    amountReceived: fromMinor(received, decimals),
    amountRemaining: fromMinor(toMinor(withdrawal.amount, decimals) - received, decimals),
  };
}

/**
 * Withdrawal confirmation, a money move: received / all received (agreed to first: a receipt is
 * irreversible), partly received (amounts), not received (1 to 3 proof images). The countdown to
 * "counts as received" is the screen's: it only says what a move not sent, or refused, comes to.
 */
export const withdrawalConfirmationMachine = createMoneyMoveMachine<
  WithdrawalConfirmationInput,
  WithdrawalConfirmationValues,
  WithdrawalConfirmation
>({
  id: 'withdrawalConfirmation',
  validate: withdrawalConfirmationErrors,
  summarize: ({ withdrawal }) => ({ amount: withdrawal.amount }),
});

/** Real actors: `withdrawalConfirmationMachine.provide({ actors: withdrawalConfirmationActors(sdk, lock) })`. */
export function withdrawalConfirmationActors(
  sdk: SdkSlice<'wallet', 'confirmWithdrawal' | 'getMoneyRequest'>,
  lock: MoneyLock = noMoneyLock,
) {
  return oneCallMoneyActors<
    WithdrawalConfirmationInput,
    WithdrawalConfirmationValues,
    WithdrawalConfirmation
  >(
    ({ input, values, key }, options) =>
      sdk.wallet.confirmWithdrawal(confirmCall(input, values, key), options),
    (request, options) => sdk.wallet.getMoneyRequest(request, options),
    lock,
  );
}
