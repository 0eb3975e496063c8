import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { createMoneyMoveMachine } from '../money/money-move.js';
import type { MoneyCall, MoneyLookup, MoneyMoveBase } from '../money/money-move.types.js';
import {
  deferred,
  fakeActors,
  flush,
  httpError,
  networkError,
  schemaError,
  serverError,
  timeoutError,
} from './fakes.js';

/** What the contract needs of one money flow: its machine, an input, values it sends and values it refuses. */
export interface MoneyMoveCase<TInput extends MoneyMoveBase, TValues, TResult> {
  machine: ReturnType<typeof createMoneyMoveMachine<TInput, TValues, TResult>>;
  input: TInput;
  valid: TValues;
  invalid: TValues;
  result: TResult;
}

type Call<TInput, TValues> = MoneyCall<TInput, TValues>;

/**
 * The behaviour every money move shares, as the member and the server see it: one call per SUBMIT
 * with a fresh key, a lost answer read back by that key before anything is offered, a retry with
 * the same key only when the member asks. Each money machine's test file runs it.
 */
export function moneyMoveContract<TInput extends MoneyMoveBase, TValues, TResult>(
  flow: MoneyMoveCase<TInput, TValues, TResult>,
) {
  const { machine, input, valid, invalid, result } = flow;
  const applied: MoneyLookup = { state: 'APPLIED', result };

  function start(
    impls: {
      move?: (call: Call<TInput, TValues>) => Promise<TResult>;
      lookup?: (call: Call<TInput, TValues>) => Promise<MoneyLookup>;
    } = {},
    given: TInput = input,
  ) {
    const { actors, calls } = fakeActors({
      move: async (_call: Call<TInput, TValues>) => result,
      lookup: async (_call: Call<TInput, TValues>): Promise<MoneyLookup> => ({ state: 'NOT_FOUND' }),
      ...impls,
    });
    const actor = createActor(machine.provide({ actors }), { input: given });
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

  describe('as every money move', () => {
    it('refuses a trial member before any call', () => {
      const { actor, calls } = start({}, { ...input, trial: true });
      actor.send({ type: 'SUBMIT', values: valid });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.error?.key).toBe('in_need_true_account');
      expect(calls.move).not.toHaveBeenCalled();
    });

    it('shows the field problems and sends nothing while the values break a rule', () => {
      const { actor, calls } = start();
      actor.send({ type: 'SUBMIT', values: invalid });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(Object.keys(actor.getSnapshot().context.fieldErrors)).not.toHaveLength(0);
      expect(calls.move).not.toHaveBeenCalled();
    });

    it('checks SUBMIT against the input SET_INPUT brought', () => {
      const { actor, calls } = start();
      actor.send({ type: 'SET_INPUT', input: { ...input, trial: true } });
      actor.send({ type: 'SUBMIT', values: valid });
      expect(actor.getSnapshot().context.error?.key).toBe('in_need_true_account');
      expect(calls.move).not.toHaveBeenCalled();
    });

    it('sends a double SUBMIT once, then reports the money moved', async () => {
      const answer = deferred<TResult>();
      const { actor, calls, moved, keys } = start({ move: () => answer.promise });
      actor.send({ type: 'SUBMIT', values: valid });
      actor.send({ type: 'SUBMIT', values: valid });
      await flush();
      expect(calls.move).toHaveBeenCalledTimes(1);
      expect(keys(calls.move)[0]).toMatch(/^[0-9a-f]{32}$/u);
      answer.resolve(result);
      await flush();
      expect(actor.getSnapshot().value).toBe('done');
      expect(actor.getSnapshot().context).toMatchObject({ result, key: null, error: null });
      expect(moved).toEqual([result]);
    });

    it('makes a new move, with a new key, for each SUBMIT', async () => {
      const { actor, calls, keys } = start();
      actor.send({ type: 'SUBMIT', values: valid });
      await flush();
      actor.send({ type: 'NEW' });
      expect(actor.getSnapshot().context).toMatchObject({ values: null, result: null });
      actor.send({ type: 'SUBMIT', values: valid });
      await flush();
      const [first, second] = keys(calls.move);
      expect(second).not.toBe(first);
    });

    it('keeps the values after a refusal and sends the next SUBMIT with a new key, never reading back', async () => {
      const { actor, calls, moved, keys } = start({ move: failingOnce(serverError('Daily limit reached')) });
      actor.send({ type: 'SUBMIT', values: valid });
      await flush();
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context).toMatchObject({
        values: valid,
        key: null,
        error: { key: 'server_message', params: { message: 'Daily limit reached' } },
      });
      actor.send({ type: 'SUBMIT', values: valid });
      await flush();
      const [first, second] = keys(calls.move);
      expect(second).not.toBe(first);
      expect(calls.lookup).not.toHaveBeenCalled();
      expect(moved).toEqual([result]);
    });

    it('takes a 4xx answer (a key reused for another request: 409) as a refusal', async () => {
      const { actor, calls } = start({ move: () => Promise.reject(httpError(409)) });
      actor.send({ type: 'SUBMIT', values: valid });
      await flush();
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.error).toEqual({
        code: 'http',
        key: 'unknown_error',
        params: { status: 409 },
      });
      expect(calls.lookup).not.toHaveBeenCalled();
    });

    for (const [name, lost] of [
      ['a network failure', networkError()],
      ['a timeout', timeoutError()],
      ['an HTTP 500', httpError(500)],
      ['an HTTP 503', httpError(503)],
      ['an answer that cannot be read', schemaError()],
    ] as const) {
      it(`reads ${name} back by its key before offering anything; APPLIED ends done, never an error`, async () => {
        const lookup = deferred<MoneyLookup>();
        const { actor, calls, moved, keys } = start({
          move: () => Promise.reject(lost),
          lookup: () => lookup.promise,
        });
        actor.send({ type: 'SUBMIT', values: valid });
        await flush();
        expect(actor.getSnapshot().value).toBe('reconciling');
        expect(actor.getSnapshot().context.error).toBeNull();
        expect(keys(calls.lookup)).toEqual(keys(calls.move));
        lookup.resolve(applied);
        await flush();
        expect(actor.getSnapshot().value).toBe('done');
        expect(actor.getSnapshot().context).toMatchObject({ result, error: null, key: null });
        expect(moved).toEqual([result]);
        expect(calls.move).toHaveBeenCalledTimes(1);
      });
    }

    it("shows the server's refusal when the read-back finds the move refused", async () => {
      const { actor, moved } = start({
        move: () => Promise.reject(networkError()),
        lookup: async () => ({ state: 'APPLIED', message: 'Insufficient balance' }),
      });
      actor.send({ type: 'SUBMIT', values: valid });
      await flush();
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context).toMatchObject({
        values: valid,
        key: null,
        error: { code: 'server', key: 'server_message', params: { message: 'Insufficient balance' } },
      });
      expect(moved).toEqual([]);
    });

    it('not applied: nothing is re-sent by itself; RETRY re-sends with the same key', async () => {
      const { actor, calls, moved, keys } = start({ move: failingOnce(timeoutError()) });
      actor.send({ type: 'SUBMIT', values: valid });
      await flush();
      await flush();
      expect(actor.getSnapshot().value).toBe('notApplied');
      expect(actor.getSnapshot().context.error?.key).toBe('money_not_applied');
      expect(calls.move).toHaveBeenCalledTimes(1);
      actor.send({ type: 'RETRY' });
      await flush();
      expect(actor.getSnapshot().value).toBe('done');
      const [first, retried] = keys(calls.move);
      expect(retried).toBe(first);
      expect(calls.move.mock.calls[1]?.[0].values).toEqual(valid);
      expect(moved).toEqual([result]);
    });

    it('not applied: EDIT goes back to the form and the next SUBMIT is a new move', async () => {
      const { actor, calls, keys } = start({ move: failingOnce(networkError()) });
      actor.send({ type: 'SUBMIT', values: valid });
      await flush();
      actor.send({ type: 'EDIT' });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context).toMatchObject({ error: null, key: null, values: valid });
      actor.send({ type: 'SUBMIT', values: valid });
      await flush();
      const [first, second] = keys(calls.move);
      expect(second).not.toBe(first);
    });

    it('unknown outcome (the read-back failed): CHECK reads the same key again, RETRY re-sends it', async () => {
      let lookups = 0;
      const { actor, calls, keys } = start({
        move: failingOnce(httpError(502)),
        lookup: async () => {
          lookups += 1;
          if (lookups <= 2) throw networkError();
          return { state: 'NOT_FOUND' };
        },
      });
      actor.send({ type: 'SUBMIT', values: valid });
      await flush();
      expect(actor.getSnapshot().value).toBe('unknown');
      expect(actor.getSnapshot().context.error?.key).toBe('money_outcome_unknown');
      actor.send({ type: 'CHECK' });
      await flush();
      expect(actor.getSnapshot().value).toBe('unknown');
      actor.send({ type: 'CHECK' });
      await flush();
      expect(actor.getSnapshot().value).toBe('notApplied');
      actor.send({ type: 'RETRY' });
      await flush();
      expect(actor.getSnapshot().value).toBe('done');
      const [key] = keys(calls.move);
      expect(new Set([...keys(calls.move), ...keys(calls.lookup)])).toEqual(new Set([key]));
    });

    it('unknown outcome: RETRY straight away re-sends the same key', async () => {
      const { actor, calls, keys } = start({
        move: failingOnce(networkError()),
        lookup: () => Promise.reject(networkError()),
      });
      actor.send({ type: 'SUBMIT', values: valid });
      await flush();
      actor.send({ type: 'RETRY' });
      await flush();
      expect(actor.getSnapshot().value).toBe('done');
      const [first, retried] = keys(calls.move);
      expect(retried).toBe(first);
    });
  });
}
