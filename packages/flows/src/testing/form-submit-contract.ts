import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { createFormSubmitMachine } from '../shared/form-submit.js';
import { deferred, fakeActors, flush, serverError } from './fakes.js';

/** What the contract needs of one form flow: its machine, an input, values it sends and values it refuses. */
export interface FormSubmitCase<TInput extends { trial?: boolean }, TValues, TResult> {
  machine: ReturnType<typeof createFormSubmitMachine<TInput, TValues, TResult>>;
  input: TInput;
  valid: TValues;
  invalid: TValues;
  result: TResult;
}

/** The behaviour every non-money form shares (bank card, payment password); each one's test file runs it. */
export function formSubmitContract<TInput extends { trial?: boolean }, TValues, TResult>(
  flow: FormSubmitCase<TInput, TValues, TResult>,
) {
  const { machine, input, valid, invalid, result } = flow;

  function start(submit: () => Promise<TResult> = async () => result, given: TInput = input) {
    const { actors, calls } = fakeActors({ submit });
    const actor = createActor(machine.provide({ actors }), { input: given });
    const submitted: unknown[] = [];
    actor.on('submitted', (event) => void submitted.push(event.result));
    actor.start();
    return { actor, calls, submitted };
  }

  describe('as every form', () => {
    it('refuses a trial member before any call', () => {
      const { actor, calls } = start(undefined, { ...input, trial: true });
      actor.send({ type: 'SUBMIT', values: valid });
      expect(actor.getSnapshot().context.error?.key).toBe('in_need_true_account');
      expect(calls.submit).not.toHaveBeenCalled();
    });

    it('shows the field problems and sends nothing while the values break a rule', () => {
      const { actor, calls } = start();
      actor.send({ type: 'SUBMIT', values: invalid });
      expect(Object.keys(actor.getSnapshot().context.fieldErrors)).not.toHaveLength(0);
      expect(calls.submit).not.toHaveBeenCalled();
    });

    it('sends a double SUBMIT once and reports the form taken', async () => {
      const answer = deferred<TResult>();
      const { actor, calls, submitted } = start(() => answer.promise);
      actor.send({ type: 'SUBMIT', values: valid });
      actor.send({ type: 'SUBMIT', values: valid });
      answer.resolve(result);
      await flush();
      expect(calls.submit).toHaveBeenCalledTimes(1);
      expect(actor.getSnapshot().value).toBe('done');
      expect(submitted).toEqual([result]);
      actor.send({ type: 'NEW' });
      expect(actor.getSnapshot()).toMatchObject({
        value: 'editing',
        context: { values: null, result: null },
      });
    });

    it("keeps every value after a refusal, with the server's message", async () => {
      const { actor, submitted } = start(() => Promise.reject(serverError('Wrong password')));
      actor.send({ type: 'SUBMIT', values: valid });
      await flush();
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context).toMatchObject({
        values: valid,
        error: { key: 'server_message', params: { message: 'Wrong password' } },
      });
      expect(submitted).toEqual([]);
    });
  });
}
