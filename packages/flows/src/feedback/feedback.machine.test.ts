import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { fakeActors, flush, serverError } from '../testing/fakes.js';
import { feedbackMachine } from './feedback.machine.js';
import type { UploadFile } from '../shared/image-upload.js';
import { headOf } from '../testing/image-heads.js';

describe('feedback', () => {
  it('needs a question type and content between {0} and {1} words, then sends it', async () => {
    const { actors, calls } = fakeActors({ send: async () => true });
    const actor = createActor(feedbackMachine.provide({ actors }), {
      input: { minWords: 2, maxWords: 5 },
    }).start();
    actor.send({ type: 'SUBMIT', values: { questionType: null, content: 'one' } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      questionType: { key: 'validation_required' },
      content: { key: 'feedback_word_count', params: { 0: 2, 1: 5 } },
    });
    actor.send({ type: 'SUBMIT', values: { questionType: 'GAME', content: ' game froze twice ' } });
    await flush();
    expect(calls.send).toHaveBeenCalledWith({
      questionType: 'GAME',
      content: 'game froze twice',
      images: [],
    });
    expect(actor.getSnapshot().value).toBe('sent');
  });
  it('keeps the text on failure', async () => {
    const { actors } = fakeActors({ send: () => Promise.reject(serverError('not logged in, please login')) });
    const actor = createActor(feedbackMachine.provide({ actors }), {
      input: { minWords: 1, maxWords: 5 },
    }).start();
    actor.send({ type: 'SUBMIT', values: { questionType: 'OTHER', content: 'hello' } });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values?.content).toBe('hello');
  });
});

describe('feedback images', () => {
  const image = (type = 'image/png', size = 1024): UploadFile => ({
    name: 'shot.png',
    type,
    size,
    data: new Blob([type]),
    head: headOf(type),
  });

  it("takes up to 3 png or jpg images with the spec's refusals, and sends them once", async () => {
    let resolve: (value: unknown) => void = () => undefined;
    const { actors, calls } = fakeActors({ send: () => new Promise((done) => (resolve = done)) });
    const actor = createActor(feedbackMachine.provide({ actors }), {
      input: { minWords: 1, maxWords: 5 },
    }).start();
    const first = image();
    actor.send({ type: 'ADD_IMAGES', files: [image('image/gif')] });
    expect(actor.getSnapshot().context.error?.key).toBe('error_image_type');
    actor.send({ type: 'ADD_IMAGES', files: [first, image(), image('image/jpeg')] });
    actor.send({ type: 'ADD_IMAGES', files: [image()] });
    expect(actor.getSnapshot().context.error?.key).toBe('error_max_images');
    actor.send({ type: 'REMOVE_IMAGE', index: 2 });
    actor.send({ type: 'REMOVE_IMAGE', index: 1 });
    const values = { questionType: 'DEPOSIT' as const, content: 'deposit not credited' };
    actor.send({ type: 'SUBMIT', values });
    actor.send({ type: 'SUBMIT', values });
    resolve(true);
    await flush();
    expect(calls.send).toHaveBeenCalledTimes(1);
    expect(calls.send).toHaveBeenCalledWith({ ...values, images: [first.data] });
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().context.images).toEqual([]);
  });

  it('keeps the images when sending fails', async () => {
    const { actors } = fakeActors({ send: () => Promise.reject(serverError('Network link is abnormal')) });
    const actor = createActor(feedbackMachine.provide({ actors }), {
      input: { minWords: 1, maxWords: 5 },
    }).start();
    actor.send({ type: 'ADD_IMAGES', files: [image()] });
    actor.send({ type: 'SUBMIT', values: { questionType: 'GAME', content: 'it froze' } });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.images).toHaveLength(1);
    expect(actor.getSnapshot().context.error?.key).toBe('server_message');
  });
});
