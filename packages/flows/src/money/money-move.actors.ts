import { fromPromise } from 'xstate';
import type { MoneyLock } from './money-lock.js';
import type { MoneyCall, MoneyLookup } from './money-move.types.js';

/**
 * Real lookup actor for a one-call move: reads the key back with `getMoneyRequest`, after any money call
 * of the member's other tabs (the lock), so what it reads is not a move half sent.
 */
export const lookupByKey = <TCall extends { key: string }>(
  getMoneyRequest: GetMoneyRequest,
  lock: MoneyLock,
) =>
  fromPromise<MoneyLookup, TCall>(({ input, signal }) =>
    lock(() => getMoneyRequest({ idempotencyKey: input.key }, { signal }), { wait: true }),
  );

/** What a one-call move's actors need of the SDK: its call and `getMoneyRequest`. */
export type GetMoneyRequest = (
  input: { idempotencyKey: string },
  options: { signal: AbortSignal },
) => Promise<MoneyLookup>;

/**
 * The real actors of a move made of one call: `send` (under the lock, so another tab's move waits
 * its turn) and the read-back of its key.
 */
export function oneCallMoneyActors<TInput, TValues, TResult>(
  send: (call: MoneyCall<TInput, TValues>, options: { signal: AbortSignal }) => Promise<TResult>,
  getMoneyRequest: GetMoneyRequest,
  lock: MoneyLock,
) {
  return {
    move: fromPromise<TResult, MoneyCall<TInput, TValues>>(({ input, signal }) =>
      lock(() => send(input, { signal })),
    ),
    lookup: lookupByKey<MoneyCall<TInput, TValues>>(getMoneyRequest, lock),
  };
}
