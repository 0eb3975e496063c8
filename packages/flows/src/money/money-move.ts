import { assign, emit, fromPromise, setup } from 'xstate';
import { flowError, isLobbyError, toFlowError, type FlowError } from '../errors.js';
import { newIdempotencyKey } from './idempotency-key.js';
import type { ValidationMessage } from '../validation/messages.js';
import { placeholder } from '../shared/placeholder-actor.js';

/** What `getMoneyRequest` tells of a key: whether the server carried the move out, and what it answered. */
export interface MoneyLookup {
  state: 'APPLIED' | 'NOT_FOUND';
  result?: unknown;
  message?: string | null;
}

/**
 * Runs a money call while no other money call of this member runs (another tab's included), or
 * rejects with the FlowError `money_busy_elsewhere`. The web's is built on the Web Locks API.
 */
export type MoneyLock = <T>(run: () => Promise<T>) => Promise<T>;

/** What a `MoneyLock` rejects with while another tab's money call runs. */
export const MONEY_BUSY_ELSEWHERE: FlowError = flowError('money_busy_elsewhere');

/** No lock: one actor at a time is all a headless client needs. */
export const noMoneyLock: MoneyLock = (run) => run();

/** What every money flow is created with: the trial flag plus the flow's own data (limits, balances, methods). */
export interface MoneyMoveBase {
  /** Trial members are refused before any call ('in_need_true_account'). */
  trial?: boolean;
}

/** What a money flow's actors receive: the submitted values, the move's key and the flow's input. */
export interface MoneyCall<TInput, TValues> {
  values: TValues;
  key: string;
  input: TInput;
}

/** A money machine's context. */
export interface MoneyMoveContext<TInput, TValues, TResult> {
  input: TInput;
  values: TValues | null;
  /** The idempotency key of the move in flight; kept until the move is known to be done or refused. */
  key: string | null;
  /** Per-field problems; `form` holds the ones of the form as a whole (no payment password, daily limit). */
  fieldErrors: Record<string, ValidationMessage>;
  error: FlowError | null;
  result: TResult | null;
}

/** Events the UI sends to a money machine. */
export type MoneyMoveEvent<TInput, TValues> =
  | { type: 'SUBMIT'; values: TValues }
  /** Send the same move again with the same key (after "not applied" or an unknown outcome): it moves money at most once. */
  | { type: 'RETRY' }
  /** Ask the server again what became of the move (unknown outcome). */
  | { type: 'CHECK' }
  /** Back to the form after a move that did not go through; the next SUBMIT is a new move. */
  | { type: 'EDIT' }
  /** Another move after one is done. */
  | { type: 'NEW' }
  /** Fresh limits or balances (after a refresh); they only change what SUBMIT checks. */
  | { type: 'SET_INPUT'; input: TInput };

/** Events a money machine emits: `moneyMoved` when money moved (the app refreshes balances). */
export type MoneyMoveEmitted<TResult> = { type: 'moneyMoved'; result: TResult };

/** How one money flow differs from the others. */
export interface MoneyMoveOptions<TInput, TValues> {
  id: string;
  /** The problems of the values against the input; empty when the move may be sent. */
  validate: (input: TInput, values: TValues) => Record<string, ValidationMessage>;
}

/**
 * Failures after which the server may have applied the move: the answer was lost (network,
 * timeout), the server failed midway (5xx), or a 2xx answer could not be read (`schema`: not JSON,
 * an HTML page, a value the spec does not know), which most likely followed a move the server made.
 * They are read back by key before anything else.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (!isLobbyError(error)) return false;
  return (
    error.kind === 'network' ||
    error.kind === 'timeout' ||
    error.kind === 'schema' ||
    (error.kind === 'http' && error.status >= 500)
  );
}

/** The refusal an APPLIED lookup reports, as the call itself would have. */
const refusal = (message: string): FlowError => ({
  code: 'server',
  key: 'server_message',
  params: { message },
});

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

/** Real lookup actor for a one-call move: reads the key back with `getMoneyRequest`. */
export const lookupByKey = <TCall extends { key: string }>(
  getMoneyRequest: (
    input: { idempotencyKey: string },
    options: { signal: AbortSignal },
  ) => Promise<MoneyLookup>,
) =>
  fromPromise<MoneyLookup, TCall>(({ input, signal }) =>
    getMoneyRequest({ idempotencyKey: input.key }, { signal }),
  );

/** What a one-call move's actors need of the SDK: its call and `getMoneyRequest`. */
export type GetMoneyRequest = (
  input: { idempotencyKey: string },
  options: { signal: AbortSignal },
) => Promise<MoneyLookup>;

/**
 * The real actors of a move made of one call: `send` (under the lock, so another tab's move waits
 * its turn) and the read-back of its key.
 */
export function oneCallMoneyActors<TInput, TValues, TResult>(
  send: (call: MoneyCall<TInput, TValues>, options: { signal: AbortSignal }) => Promise<TResult>,
  getMoneyRequest: GetMoneyRequest,
  lock: MoneyLock,
) {
  return {
    move: fromPromise<TResult, MoneyCall<TInput, TValues>>(({ input, signal }) =>
      lock(() => send(input, { signal })),
    ),
    lookup: lookupByKey<MoneyCall<TInput, TValues>>(getMoneyRequest),
  };
}
