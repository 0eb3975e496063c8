import { assign, fromPromise, setup } from 'xstate';
import { ACTIVITY_COMMENT_MAX } from '../constants.js';
import { flowError, toFlowError, type FlowError } from '../errors.js';
import type { SdkSlice } from '../ports/sdk.js';
import { addImages, removeImage, type UploadFile } from '../shared/image-upload.js';
import { placeholder } from '../shared/placeholder-actor.js';

/** `activityApplicationMachine`'s context. */
export interface ActivityApplicationContext {
  promotionId: string;
  comment: string;
  images: UploadFile[];
  error: FlowError | null;
}

/** Events the UI sends to `activityApplicationMachine`. */
export type ActivityApplicationEvent =
  | { type: 'SET_COMMENT'; comment: string }
  | { type: 'ADD_IMAGES'; files: UploadFile[] }
  | { type: 'REMOVE_IMAGE'; index: number }
  | { type: 'SUBMIT' };

/** A comment past 140 characters. */
export const COMMENT_ERROR = flowError('error_comment_length', { max: ACTIVITY_COMMENT_MAX });

/** Activity application: comment up to 140 characters, up to 3 png/jpg images of 5 MB each. */
export const activityApplicationMachine = setup({
  types: {
    context: {} as ActivityApplicationContext,
    events: {} as ActivityApplicationEvent,
    input: {} as { promotionId: string },
  },
  actors: {
    apply: placeholder<unknown, { promotionId: string; comment: string; images: Blob[] }>(
      'apply',
      'activityApplicationActors',
    ),
  },
  guards: {
    commentTooLong: ({ context }) => [...context.comment].length > ACTIVITY_COMMENT_MAX,
  },
}).createMachine({
  id: 'activityApplication',
  initial: 'editing',
  context: ({ input }) => ({ promotionId: input.promotionId, comment: '', images: [], error: null }),
  states: {
    editing: {
      on: {
        SET_COMMENT: { actions: assign({ comment: ({ event }) => event.comment, error: null }) },
        ADD_IMAGES: { actions: assign(({ context, event }) => addImages(context.images, event.files)) },
        REMOVE_IMAGE: { actions: assign(({ context, event }) => removeImage(context.images, event.index)) },
        SUBMIT: [
          { guard: 'commentTooLong', actions: assign({ error: COMMENT_ERROR }) },
          { target: 'submitting', actions: assign({ error: null }) },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'apply',
        src: 'apply',
        input: ({ context }) => ({
          promotionId: context.promotionId,
          comment: context.comment.trim(),
          images: context.images.map((image) => image.data),
        }),
        onDone: 'applied',
        onError: { target: 'editing', actions: assign({ error: ({ event }) => toFlowError(event.error) }) },
      },
    },
    applied: { type: 'final' },
  },
});

/** Real actors: `activityApplicationMachine.provide({ actors: activityApplicationActors(sdk) })`. */
export function activityApplicationActors(sdk: SdkSlice<'content', 'applyActivity'>) {
  return {
    apply: fromPromise<unknown, { promotionId: string; comment: string; images: Blob[] }>(
      ({ input, signal }) =>
        sdk.content.applyActivity(
          {
            promotionId: input.promotionId,
            ...(input.comment ? { comment: input.comment } : {}),
            ...(input.images.length ? { images: input.images } : {}),
          },
          { signal },
        ),
    ),
  };
}
