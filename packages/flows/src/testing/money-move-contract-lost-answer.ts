import { expect, it } from 'vitest';
import type { MoneyLookup, MoneyMoveBase } from '../money/money-move.types.js';
import { deferred, flush, httpError, networkError, schemaError, timeoutError } from './fakes.js';
import type { MoneyMoveHarness } from './money-move-harness.js';

type Flow<TInput extends MoneyMoveBase, TValues, TResult> = MoneyMoveHarness<TInput, TValues, TResult>;

/** The contract's cases of a lost answer: read back by its key first, re-sent with the same key only when asked. */
export function lostAnswerCases<TInput extends MoneyMoveBase, TValues, TResult>(
  flow: Flow<TInput, TValues, TResult>,
) {
  readBackCases(flow);
  notAppliedCases(flow);
  unknownOutcomeCases(flow);
}

/** Whatever lost the answer, the move is read back by its key: done when applied, the refusal when refused. */
function readBackCases<TInput extends MoneyMoveBase, TValues, TResult>(flow: Flow<TInput, TValues, TResult>) {
  const { start, valid, result, applied } = flow;
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
    flow.expectRefused(actor, {
      code: 'server',
      key: 'server_message',
      params: { message: 'Insufficient balance' },
    });
    expect(moved).toEqual([]);
  });
}

/** Nothing found under the key: nothing is re-sent by itself; RETRY sends the same key, EDIT starts a new move. */
function notAppliedCases<TInput extends MoneyMoveBase, TValues, TResult>(
  flow: Flow<TInput, TValues, TResult>,
) {
  const { start, failingOnce, valid, result } = flow;

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
}

/** The read-back failed too: CHECK reads the same key again, RETRY re-sends it. */
function unknownOutcomeCases<TInput extends MoneyMoveBase, TValues, TResult>(
  flow: Flow<TInput, TValues, TResult>,
) {
  const { start, failingOnce, valid } = flow;
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
}
