import { flowError, type FlowError } from '../errors.js';
import { amountError, fromMinor, toMinor } from '../money/amount.js';
import type { WithdrawalConfirmation } from '../ports/sdk.js';

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
