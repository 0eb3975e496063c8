import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { fakeActors, flush, serverError } from '../testing/fakes.js';
import { feedbackMachine } from './feedback.machine.js';

describe('feedback', () => {
  it('needs a question type and content between {0} and {1} words, then sends it', async () => {
    const { actors, calls } = fakeActors({ send: async () => true });
    const actor = createActor(feedbackMachine.provide({ actors }), { input: { minWords: 2, maxWords: 5 } }).start();
    actor.send({ type: 'SUBMIT', values: { questionType: null, content: 'one' } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      questionType: { key: 'validation_required' },
      content: { key: 'feedback_word_count', params: { 0: 2, 1: 5 } },
    });
    actor.send({ type: 'SUBMIT', values: { questionType: 'GAME', content: ' game froze twice ' } });
    await flush();
    expect(calls.send).toHaveBeenCalledWith({ questionType: 'GAME', content: 'game froze twice' });
    expect(actor.getSnapshot().value).toBe('sent');
  });
  it('keeps the text on failure', async () => {
    const { actors } = fakeActors({ send: () => Promise.reject(serverError('not logged in, please login')) });
    const actor = createActor(feedbackMachine.provide({ actors }), { input: { minWords: 1, maxWords: 5 } }).start();
    actor.send({ type: 'SUBMIT', values: { questionType: 'OTHER', content: 'hello' } });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values?.content).toBe('hello');
  });
});
