import { expect } from 'vitest';
import { createActor, type SimulatedClock } from 'xstate';
import type { createMoneyMoveMachine } from '../money/money-move.js';
import type { MoneyCall, MoneyLookup, MoneyMoveBase } from '../money/money-move.types.js';
import { fakeActors } from './fakes.js';

/** What the contract needs of one money flow: its machine, an input, values it sends and values it refuses. */
export interface MoneyMoveCase<TInput extends MoneyMoveBase, TValues, TResult> {
  machine: ReturnType<typeof createMoneyMoveMachine<TInput, TValues, TResult>>;
  input: TInput;
  valid: TValues;
  invalid: TValues;
  result: TResult;
}

type Call<TInput, TValues> = MoneyCall<TInput, TValues>;

/** One money flow under test: a started actor with fake actors, its calls, what it announced and its keys. */
export function moneyMoveHarness<TInput extends MoneyMoveBase, TValues, TResult>(
  flow: MoneyMoveCase<TInput, TValues, TResult>,
) {
  const { machine, input, result } = flow;
  const applied: MoneyLookup = { state: 'APPLIED', result };

  function start(
    impls: {
      move?: (call: Call<TInput, TValues>) => Promise<TResult>;
      lookup?: (call: Call<TInput, TValues>) => Promise<MoneyLookup>;
    } = {},
    given: TInput = input,
    clock?: SimulatedClock,
  ) {
    const { actors, calls } = fakeActors({
      move: async (_call: Call<TInput, TValues>) => result,
      lookup: async (_call: Call<TInput, TValues>): Promise<MoneyLookup> => ({ state: 'NOT_FOUND' }),
      ...impls,
    });
    const actor = createActor(
      machine.provide({ actors }),
      clock ? { input: given, clock } : { input: given },
    );
    const moved: unknown[] = [];
    actor.on('moneyMoved', (event) => void moved.push(event.result));
    actor.start();
    const keys = (spy: typeof calls.move | typeof calls.lookup) => spy.mock.calls.map(([call]) => call.key);
    return { actor, calls, moved, keys };
  }

  /** A move whose first answer is `first`; every later one succeeds. */
  const failingOnce = (first: unknown) => {
    let sent = 0;
    return async () => {
      sent += 1;
      if (sent === 1) throw first;
      return result;
    };
  };
  /** The move went back to the form with `error`, its values kept and its key dropped. */
  const expectRefused = (actor: ReturnType<typeof start>['actor'], error: object) => {
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ values: flow.valid, key: null, error });
  };
  return { ...flow, applied, start, failingOnce, expectRefused };
}

/** What the money-move contract's cases are given. */
export type MoneyMoveHarness<TInput extends MoneyMoveBase, TValues, TResult> = ReturnType<
  typeof moneyMoveHarness<TInput, TValues, TResult>
>;
