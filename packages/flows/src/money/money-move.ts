import { assign, emit, setup } from 'xstate';
import { flowError, toFlowError } from '../errors.js';
import { placeholder } from '../shared/placeholder-actor.js';
import { newIdempotencyKey } from './idempotency-key.js';
import { outcomeUnknown, refusal } from './money-outcome.js';
import type {
  MoneyCall,
  MoneyLookup,
  MoneyMoveBase,
  MoneyMoveContext,
  MoneyMoveEmitted,
  MoneyMoveEvent,
  MoneyMoveOptions,
} from './money-move.types.js';

/**
 * Builds a money flow's machine: validate, send once with a fresh idempotency key, and when the
 * answer is lost read the move back by its key before offering a retry (never "failed" for money
 * that moved, never a second move for one the member meant once). Nothing is re-sent by itself.
 */
export function createMoneyMoveMachine<TInput extends MoneyMoveBase, TValues, TResult>(
  options: MoneyMoveOptions<TInput, TValues>,
) {
  const call = ({
    context,
  }: {
    context: MoneyMoveContext<TInput, TValues, TResult>;
  }): MoneyCall<TInput, TValues> => ({
    values: context.values as TValues,
    key: context.key as string,
    input: context.input,
  });
  return setup({
    types: {
      context: {} as MoneyMoveContext<TInput, TValues, TResult>,
      events: {} as MoneyMoveEvent<TInput, TValues>,
      input: {} as TInput,
      emitted: {} as MoneyMoveEmitted<TResult>,
    },
    actors: {
      move: placeholder<TResult, MoneyCall<TInput, TValues>>('move', `${options.id}Actors`),
      lookup: placeholder<MoneyLookup, MoneyCall<TInput, TValues>>('lookup', `${options.id}Actors`),
    },
    actions: {
      announce: emit(({ context }) => ({ type: 'moneyMoved' as const, result: context.result as TResult })),
      forget: assign({ key: null }),
    },
    guards: {
      trial: ({ context }) => context.input.trial === true,
      invalid: ({ context, event }) =>
        event.type === 'SUBMIT' && Object.keys(options.validate(context.input, event.values)).length > 0,
      outcomeUnknown: ({ event }) => 'error' in event && outcomeUnknown(event.error),
      applied: ({ event }) =>
        'output' in event &&
        (event.output as MoneyLookup).state === 'APPLIED' &&
        !(event.output as MoneyLookup).message,
      refused: ({ event }) => 'output' in event && (event.output as MoneyLookup).state === 'APPLIED',
    },
  }).createMachine({
    id: options.id,
    initial: 'editing',
    context: ({ input }) => ({ input, values: null, key: null, fieldErrors: {}, error: null, result: null }),
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
              actions: assign({
                values: ({ event }) => event.values,
                key: () => newIdempotencyKey(),
                fieldErrors: {},
                error: null,
              }),
            },
          ],
        },
      },
      submitting: {
        invoke: {
          id: 'move',
          src: 'move',
          input: call,
          onDone: {
            target: 'done',
            actions: [assign({ result: ({ event }) => event.output, error: null }), 'forget', 'announce'],
          },
          onError: [
            { guard: 'outcomeUnknown', target: 'reconciling' },
            {
              target: 'editing',
              actions: [assign({ error: ({ event }) => toFlowError(event.error) }), 'forget'],
            },
          ],
        },
      },
      reconciling: {
        invoke: {
          id: 'lookup',
          src: 'lookup',
          input: call,
          onDone: [
            {
              guard: 'applied',
              target: 'done',
              actions: [
                assign({ result: ({ event }) => event.output.result as TResult, error: null }),
                'forget',
                'announce',
              ],
            },
            {
              guard: 'refused',
              target: 'editing',
              actions: [assign({ error: ({ event }) => refusal(event.output.message ?? '') }), 'forget'],
            },
            { target: 'notApplied' },
          ],
          onError: 'unknown',
        },
      },
      notApplied: {
        entry: assign({ error: flowError('money_not_applied') }),
        on: {
          RETRY: 'submitting',
          EDIT: { target: 'editing', actions: [assign({ error: null }), 'forget'] },
        },
      },
      unknown: {
        entry: assign({ error: flowError('money_outcome_unknown') }),
        on: { RETRY: 'submitting', CHECK: 'reconciling' },
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
