import type { SdkSlice } from '../ports/sdk.js';
import { noMoneyLock, type MoneyLock } from './money-lock.js';
import { oneCallMoneyActors } from './money-move.actors.js';
import { createMoneyMoveMachine } from './money-move.js';
import type { MoneyCall, MoneyMoveBase, MoneyMoveOptions } from './money-move.types.js';

/** What every one-call move's actors need of the SDK besides the move's own call: the read-back by key. */
export type ReadBack = SdkSlice<'wallet', 'getMoneyRequest'>;

/** How a one-call move differs from the others: its machine's options and the SDK call that makes the move. */
export interface OneCallMoveOptions<TInput, TValues, TResult, TSdk> extends MoneyMoveOptions<
  TInput,
  TValues
> {
  send: (sdk: TSdk, call: MoneyCall<TInput, TValues>, options: { signal: AbortSignal }) => Promise<TResult>;
}

/**
 * A value move made of one SDK call: its machine (`createMoneyMoveMachine`) and its real actors, which
 * send the call under the member's lock and read a lost answer back by its key with `getMoneyRequest`.
 */
export function oneCallMoneyMove<TInput extends MoneyMoveBase, TValues, TResult, TSdk extends ReadBack>(
  options: OneCallMoveOptions<TInput, TValues, TResult, TSdk>,
) {
  const { send, ...machineOptions } = options;
  const machine = createMoneyMoveMachine<TInput, TValues, TResult>(machineOptions);
  const actors = (sdk: TSdk, lock: MoneyLock = noMoneyLock) =>
    oneCallMoneyActors<TInput, TValues, TResult>(
      (call, callOptions) => send(sdk, call, callOptions),
      (request, callOptions) => sdk.wallet.getMoneyRequest(request, callOptions),
      lock,
    );
  return { machine, actors };
}
