import { assign, emit, setup } from 'xstate';
import { flowError, toFlowError, type FlowError } from '../errors.js';
import type { ValidationMessage } from '../validation/messages.js';
import { placeholder } from './placeholder-actor.js';

/** A form flow's context: its input, the last values sent, the problems found and the answer. */
export interface FormSubmitContext<TInput, TValues, TResult> {
  input: TInput;
  values: TValues | null;
  fieldErrors: Record<string, ValidationMessage>;
  error: FlowError | null;
  result: TResult | null;
}

/** Events the UI sends to a form flow. */
export type FormSubmitEvent<TInput, TValues> =
  { type: 'SUBMIT'; values: TValues } | { type: 'NEW' } | { type: 'SET_INPUT'; input: TInput };

/** What a form flow emits once the server took the form. */
export type FormSubmitEmitted<TResult> = { type: 'submitted'; result: TResult };

/**
 * A form sent once (bank card, payment password): checked first (trial members refused before any
 * call), sent, and back to the form with the server's message on a refusal, every value kept.
 * Not for money moves: those need `createMoneyMoveMachine`'s key and read-back.
 */
export function createFormSubmitMachine<TInput extends { trial?: boolean }, TValues, TResult>(options: {
  id: string;
  validate: (input: TInput, values: TValues) => Record<string, ValidationMessage>;
}) {
  return setup({
    types: {
      context: {} as FormSubmitContext<TInput, TValues, TResult>,
      events: {} as FormSubmitEvent<TInput, TValues>,
      input: {} as TInput,
      emitted: {} as FormSubmitEmitted<TResult>,
    },
    actors: {
      submit: placeholder<TResult, { values: TValues; input: TInput }>('submit', `${options.id}Actors`),
    },
    guards: {
      trial: ({ context }) => context.input.trial === true,
      invalid: ({ context, event }) =>
        event.type === 'SUBMIT' && Object.keys(options.validate(context.input, event.values)).length > 0,
    },
  }).createMachine({
    id: options.id,
    initial: 'editing',
    context: ({ input }) => ({ input, values: null, fieldErrors: {}, error: null, result: null }),
    on: { SET_INPUT: { actions: assign({ input: ({ event }) => event.input }) } },
    states: {
      editing: {
        on: {
          SUBMIT: [
            { guard: 'trial', actions: assign({ error: flowError('in_need_true_account') }) },
            {
              guard: 'invalid',
              actions: assign({
                fieldErrors: ({ context, event }) => options.validate(context.input, event.values),
                error: null,
              }),
            },
            {
              target: 'submitting',
              actions: assign({ values: ({ event }) => event.values, fieldErrors: {}, error: null }),
            },
          ],
        },
      },
      submitting: {
        invoke: {
          id: 'submit',
          src: 'submit',
          input: ({ context }) => ({ values: context.values as TValues, input: context.input }),
          onDone: {
            target: 'done',
            actions: [
              assign({ result: ({ event }) => event.output }),
              emit(({ event }) => ({ type: 'submitted' as const, result: event.output })),
            ],
          },
          onError: { target: 'editing', actions: assign({ error: ({ event }) => toFlowError(event.error) }) },
        },
      },
      done: {
        on: {
          NEW: {
            target: 'editing',
            actions: assign({ values: null, result: null, error: null, fieldErrors: {} }),
          },
        },
      },
    },
  });
}
