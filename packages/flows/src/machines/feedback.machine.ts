import { assign, fromPromise, setup } from 'xstate';
import { toFlowError, type FlowError } from '../errors.js';
import type { FeedbackQuestionType, SdkSlice } from '../ports/sdk.js';
import { checkWordCount, type ValidationMessage } from '../validation/index.js';
import { placeholder } from './placeholder-actor.js';

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
  fieldErrors: Record<string, ValidationMessage>;
  error: FlowError | null;
}

/** The form's checks: a question type, and content between {0} and {1} words. */
export function feedbackErrors(context: FeedbackInput, values: FeedbackValues): Record<string, ValidationMessage> {
  const errors: Record<string, ValidationMessage> = {};
  if (!values.questionType) errors['questionType'] = { key: 'validation_required' };
  const words = checkWordCount(values.content, context.minWords, context.maxWords);
  if (words) errors['content'] = words;
  return errors;
}

/** Feedback form (logged in): question type and content, sent with sendFeedback. */
export const feedbackMachine = setup({
  types: {
    context: {} as FeedbackContext,
    events: {} as { type: 'SUBMIT'; values: FeedbackValues } | { type: 'RESET' },
    input: {} as FeedbackInput,
  },
  actors: {
    send: placeholder<unknown, { questionType: FeedbackQuestionType; content: string }>('send', 'feedbackActors'),
  },
  guards: { invalid: ({ context, event }) => event.type === 'SUBMIT' && Object.keys(feedbackErrors(context, event.values)).length > 0 },
}).createMachine({
  id: 'feedback',
  initial: 'editing',
  context: ({ input }) => ({ ...input, values: null, fieldErrors: {}, error: null }),
  states: {
    editing: {
      on: {
        SUBMIT: [
          { guard: 'invalid', actions: assign({ fieldErrors: ({ context, event }) => feedbackErrors(context, event.values), error: null }) },
          { target: 'sending', actions: assign({ values: ({ event }) => event.values, fieldErrors: {}, error: null }) },
        ],
      },
    },
    sending: {
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => ({ questionType: context.values?.questionType as FeedbackQuestionType, content: context.values?.content.trim() ?? '' }),
        onDone: { target: 'sent', actions: assign({ error: null }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => toFlowError(event.error) }) },
      },
    },
    sent: { on: { RESET: { target: 'editing', actions: assign({ values: null, error: null }) } } },
  },
});

/** Real actors: `feedbackMachine.provide({ actors: feedbackActors(sdk) })`. */
export function feedbackActors(sdk: SdkSlice<'content', 'sendFeedback'>) {
  return {
    send: fromPromise<unknown, { questionType: FeedbackQuestionType; content: string }>(({ input, signal }) => sdk.content.sendFeedback(input, { signal })),
  };
}
