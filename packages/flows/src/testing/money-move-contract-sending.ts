import { expect, it } from 'vitest';
import type { MoneyMoveBase } from '../money/money-move.types.js';
import { deferred, flush, httpError, serverError } from './fakes.js';
import type { MoneyMoveHarness } from './money-move-harness.js';

type Flow<TInput extends MoneyMoveBase, TValues, TResult> = MoneyMoveHarness<TInput, TValues, TResult>;

/** The contract's cases of a move whose answer arrives: refusals before any call, one call per SUBMIT, a new key each time. */
export function sendingCases<TInput extends MoneyMoveBase, TValues, TResult>(
  flow: Flow<TInput, TValues, TResult>,
) {
  beforeCallCases(flow);
  oneCallCases(flow);
  answerCases(flow);
}

/** A trial member and values that break a rule are refused before any call, against the latest input. */
function beforeCallCases<TInput extends MoneyMoveBase, TValues, TResult>(
  flow: Flow<TInput, TValues, TResult>,
) {
  const { start, valid, invalid, input } = flow;
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
}

/** One call per move, each with a fresh key. */
function oneCallCases<TInput extends MoneyMoveBase, TValues, TResult>(flow: Flow<TInput, TValues, TResult>) {
  const { start, valid, result } = flow;
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
}

/** What the server's answer makes of the move: a refusal, a key already in use (read back), a request it refused to read. */
function answerCases<TInput extends MoneyMoveBase, TValues, TResult>(flow: Flow<TInput, TValues, TResult>) {
  const { start, failingOnce, valid, result } = flow;
  it('keeps the values after a refusal and sends the next SUBMIT with a new key, never reading back', async () => {
    const { actor, calls, moved, keys } = start({ move: failingOnce(serverError('Daily limit reached')) });
    actor.send({ type: 'SUBMIT', values: valid });
    await flush();
    flow.expectRefused(actor, { key: 'server_message', params: { message: 'Daily limit reached' } });
    actor.send({ type: 'SUBMIT', values: valid });
    await flush();
    const [first, second] = keys(calls.move);
    expect(second).not.toBe(first);
    expect(calls.lookup).not.toHaveBeenCalled();
    expect(moved).toEqual([result]);
  });

  it('reads a 409 back (the server has a move under the key) instead of showing it as a refusal', async () => {
    const { actor, calls, moved } = start({
      move: () => Promise.reject(httpError(409)),
      lookup: async () => flow.applied,
    });
    actor.send({ type: 'SUBMIT', values: valid });
    await flush();
    expect(calls.lookup).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('done');
    expect(moved).toEqual([result]);
    expect(calls.move).toHaveBeenCalledTimes(1);
  });

  it('takes another 4xx answer (a request the server refused to read: 400) as a refusal', async () => {
    const { actor, calls } = start({ move: () => Promise.reject(httpError(400)) });
    actor.send({ type: 'SUBMIT', values: valid });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toEqual({
      code: 'http',
      key: 'unknown_error',
      params: { status: 400 },
    });
    expect(calls.lookup).not.toHaveBeenCalled();
  });
}
