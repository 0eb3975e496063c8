import { assign, fromPromise, setup } from 'xstate';
import { toFlowError, type FlowError } from '../errors.js';
import type { FeedbackQuestionType, SdkSlice } from '../ports/sdk.js';
import { checkWordCount, type ValidationMessage } from '../validation/index.js';
import { addImages, removeImage, type UploadFile } from '../shared/image-upload.js';
import { submitChecked } from '../shared/form-submit.js';
import { placeholder } from '../shared/placeholder-actor.js';

/** What `feedbackMachine` is created with. */
export interface FeedbackInput {
  /** Word bounds of the content ({0} and {1} of the message). */
  minWords: number;
  maxWords: number;
}

/** The feedback form values. */
export interface FeedbackValues {
  questionType: FeedbackQuestionType | null;
  content: string;
}

/** `feedbackMachine`'s context. */
export interface FeedbackContext extends FeedbackInput {
  values: FeedbackValues | null;
  /** Up to 3 png or jpg images of 5 MB each, checked as they are picked. */
  images: UploadFile[];
  fieldErrors: Record<string, ValidationMessage>;
  error: FlowError | null;
}

/** What the send actor gets. */
export interface FeedbackSendInput {
  questionType: FeedbackQuestionType;
  content: string;
  images: Blob[];
}

/** Events the UI sends to `feedbackMachine`. */
export type FeedbackEvent =
  | { type: 'SUBMIT'; values: FeedbackValues }
  | { type: 'ADD_IMAGES'; files: UploadFile[] }
  | { type: 'REMOVE_IMAGE'; index: number }
  | { type: 'RESET' };

/** The form's checks: a question type, and content between {0} and {1} words. */
export function feedbackErrors(
  context: FeedbackInput,
  values: FeedbackValues,
): Record<string, ValidationMessage> {
  const errors: Record<string, ValidationMessage> = {};
  if (!values.questionType) errors['questionType'] = { key: 'validation_required' };
  const words = checkWordCount(values.content, context.minWords, context.maxWords);
  if (words) errors['content'] = words;
  return errors;
}

/** Feedback form (logged in): question type, content and images, sent once with sendFeedback. */
export const feedbackMachine = setup({
  types: {
    context: {} as FeedbackContext,
    events: {} as FeedbackEvent,
    input: {} as FeedbackInput,
  },
  actors: {
    send: placeholder<unknown, FeedbackSendInput>('send', 'feedbackActors'),
  },
}).createMachine({
  id: 'feedback',
  initial: 'editing',
  context: ({ input }) => ({ ...input, values: null, images: [], fieldErrors: {}, error: null }),
  states: {
    editing: {
      on: {
        SUBMIT: submitChecked<FeedbackContext, FeedbackValues, FeedbackEvent>('sending', feedbackErrors),
        ADD_IMAGES: { actions: assign(({ context, event }) => addImages(context.images, event.files)) },
        REMOVE_IMAGE: { actions: assign(({ context, event }) => removeImage(context.images, event.index)) },
      },
    },
    sending: {
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => ({
          questionType: context.values?.questionType as FeedbackQuestionType,
          content: context.values?.content.trim() ?? '',
          images: context.images.map((image) => image.data),
        }),
        onDone: { target: 'sent', actions: assign({ error: null }) },
        // The text and images stay: the member sends again as they are.
        onError: { target: 'editing', actions: assign({ error: ({ event }) => toFlowError(event.error) }) },
      },
    },
    sent: {
      on: { RESET: { target: 'editing', actions: assign({ values: null, images: [], error: null }) } },
    },
  },
});

/** Real actors: `feedbackMachine.provide({ actors: feedbackActors(sdk) })`. */
export function feedbackActors(sdk: SdkSlice<'content', 'sendFeedback'>) {
  return {
    send: fromPromise<unknown, FeedbackSendInput>(({ input, signal }) =>
      sdk.content.sendFeedback(
        {
          questionType: input.questionType,
          content: input.content,
          ...(input.images.length ? { images: input.images } : {}),
        },
        { signal },
      ),
    ),
  };
}
