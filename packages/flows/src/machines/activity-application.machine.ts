import { assign, fromPromise, setup } from 'xstate';
import { ACTIVITY_COMMENT_MAX, ACTIVITY_IMAGE_MAX_MB, ACTIVITY_IMAGE_TYPES, ACTIVITY_MAX_IMAGES } from '../constants.js';
import { flowError, toFlowError, type FlowError } from '../errors.js';
import type { SdkSlice } from '../ports/sdk.js';
import { placeholder } from './placeholder-actor.js';

/** A picked image: what the browser's File gives, with the file itself as `data`. */
export interface UploadFile {
  name: string;
  type: string;
  size: number;
  data: Blob;
}

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

/** The spec's upload messages as keys. */
export const UPLOAD_ERRORS = {
  tooMany: flowError('error_max_images', { max: ACTIVITY_MAX_IMAGES }),
  tooBig: flowError('error_image_size', { mb: ACTIVITY_IMAGE_MAX_MB }),
  badType: flowError('error_image_type'),
  comment: flowError('error_comment_length', { max: ACTIVITY_COMMENT_MAX }),
} as const;

/** Checks new files against the ones already picked; null when all may be added. */
export function uploadError(current: readonly UploadFile[], files: readonly UploadFile[]): FlowError | null {
  if (current.length + files.length > ACTIVITY_MAX_IMAGES) return UPLOAD_ERRORS.tooMany;
  if (files.some((file) => !ACTIVITY_IMAGE_TYPES.includes(file.type.toLowerCase()))) return UPLOAD_ERRORS.badType;
  if (files.some((file) => file.size > ACTIVITY_IMAGE_MAX_MB * 1024 * 1024)) return UPLOAD_ERRORS.tooBig;
  return null;
}

/** Activity application: comment up to 140 characters, up to 3 png/jpg images of 5 MB each. */
export const activityApplicationMachine = setup({
  types: {
    context: {} as ActivityApplicationContext,
    events: {} as ActivityApplicationEvent,
    input: {} as { promotionId: string },
  },
  actors: {
    apply: placeholder<unknown, { promotionId: string; comment: string; images: Blob[] }>('apply', 'activityApplicationActors'),
  },
  guards: {
    uploadRefused: ({ context, event }) => event.type === 'ADD_IMAGES' && uploadError(context.images, event.files) !== null,
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
        ADD_IMAGES: [
          { guard: 'uploadRefused', actions: assign({ error: ({ context, event }) => uploadError(context.images, event.files) }) },
          { actions: assign({ images: ({ context, event }) => [...context.images, ...event.files], error: null }) },
        ],
        REMOVE_IMAGE: { actions: assign({ images: ({ context, event }) => context.images.filter((_, index) => index !== event.index), error: null }) },
        SUBMIT: [{ guard: 'commentTooLong', actions: assign({ error: UPLOAD_ERRORS.comment }) }, { target: 'submitting', actions: assign({ error: null }) }],
      },
    },
    submitting: {
      invoke: {
        id: 'apply',
        src: 'apply',
        input: ({ context }) => ({ promotionId: context.promotionId, comment: context.comment.trim(), images: context.images.map((image) => image.data) }),
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
    apply: fromPromise<unknown, { promotionId: string; comment: string; images: Blob[] }>(({ input, signal }) =>
      sdk.content.applyActivity({ promotionId: input.promotionId, ...(input.comment ? { comment: input.comment } : {}), ...(input.images.length ? { images: input.images } : {}) }, { signal }),
    ),
  };
}
