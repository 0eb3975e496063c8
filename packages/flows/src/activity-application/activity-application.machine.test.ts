import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { fakeActors, flush } from '../testing/fakes.js';
import { activityApplicationMachine } from './activity-application.machine.js';
import type { UploadFile } from '../shared/image-upload.js';
import { headOf } from '../testing/image-heads.js';

const image = (type = 'image/png', size = 1024): UploadFile => ({
  name: 'a.png',
  type,
  size,
  data: new Blob(['x']),
  head: headOf(type),
});

function start() {
  const { actors, calls } = fakeActors({ apply: async () => true });
  const actor = createActor(activityApplicationMachine.provide({ actors }), {
    input: { promotionId: 'p1' },
  }).start();
  return { actor, calls };
}

describe('activity application', () => {
  it("at most 3 images ('Can't accept upload more than 3 images')", () => {
    const { actor } = start();
    actor.send({ type: 'ADD_IMAGES', files: [image(), image()] });
    actor.send({ type: 'ADD_IMAGES', files: [image(), image()] });
    expect(actor.getSnapshot().context.error).toEqual({
      code: 'error_max_images',
      key: 'error_max_images',
      params: { max: 3 },
    });
    expect(actor.getSnapshot().context.images).toHaveLength(2);
  });
  it("png or jpg only ('Only acceptable png or jpg'), 5 MB each ('The image maximum size is 5MB')", () => {
    const { actor } = start();
    actor.send({ type: 'ADD_IMAGES', files: [image('image/gif')] });
    expect(actor.getSnapshot().context.error?.key).toBe('error_image_type');
    actor.send({ type: 'ADD_IMAGES', files: [image('image/jpeg', 5 * 1024 * 1024 + 1)] });
    expect(actor.getSnapshot().context.error).toEqual({
      code: 'error_image_size',
      key: 'error_image_size',
      params: { mb: 5 },
    });
    actor.send({ type: 'ADD_IMAGES', files: [image('image/jpeg', 5 * 1024 * 1024)] });
    expect(actor.getSnapshot().context.images).toHaveLength(1);
  });
  it('comment up to 140 characters, then applies with the images', async () => {
    const { actor, calls } = start();
    const first = image();
    actor.send({ type: 'ADD_IMAGES', files: [first, image()] });
    actor.send({ type: 'REMOVE_IMAGE', index: 1 });
    actor.send({ type: 'SET_COMMENT', comment: 'x'.repeat(141) });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.error).toEqual({
      code: 'error_comment_length',
      key: 'error_comment_length',
      params: { max: 140 },
    });
    actor.send({ type: 'SET_COMMENT', comment: ' please ' });
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(calls.apply).toHaveBeenCalledWith({ promotionId: 'p1', comment: 'please', images: [first.data] });
    expect(actor.getSnapshot().value).toBe('applied');
  });
});
