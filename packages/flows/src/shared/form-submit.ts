import { assign, emit, setup, type EventObject } from 'xstate';
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
            ...submitChecked<
              FormSubmitContext<TInput, TValues, TResult>,
              TValues,
              FormSubmitEvent<TInput, TValues>
            >('submitting', (context, values) => options.validate(context.input, values)),
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

/** What a form flow's SUBMIT sets in its context. */
export interface CheckedForm<TValues> {
  values: TValues | null;
  fieldErrors: Record<string, ValidationMessage>;
  error: FlowError | null;
}

/** A form flow's SUBMIT event. */
export type SubmitValues<TValues> = { type: 'SUBMIT'; values: TValues };
/** What a SUBMIT's guard reads: the flow's context and the event. */
export type SubmitArgs<TContext, TValues> = { context: TContext; event: SubmitValues<TValues> };

/**
 * A form flow's SUBMIT: the problems `validate` finds stay on the form (the values with them when
 * `keepRefused`: the flow shows what was checked), else the values are kept and `target` sends them.
 */
export function submitChecked<TContext extends CheckedForm<TValues>, TValues, TEvent extends EventObject>(
  target: string,
  validate: (context: TContext, values: TValues) => Record<string, ValidationMessage>,
  { keepRefused = false }: { keepRefused?: boolean } = {},
) {
  type Submit = SubmitValues<TValues>;
  return [
    {
      guard: ({ context, event }: SubmitArgs<TContext, TValues>) =>
        Object.keys(validate(context, event.values)).length > 0,
      actions: assign<TContext, Submit, undefined, TEvent, never>(
        ({ context, event }) =>
          ({
            ...(keepRefused ? { values: event.values } : {}),
            fieldErrors: validate(context, event.values),
            error: null,
          }) as Partial<TContext>,
      ),
    },
    {
      target,
      actions: assign<TContext, Submit, undefined, TEvent, never>(
        ({ event }) => ({ values: event.values, fieldErrors: {}, error: null }) as Partial<TContext>,
      ),
    },
  ];
}
