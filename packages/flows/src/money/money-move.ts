import { assign, emit, setup } from 'xstate';
import { MONEY_RECHECK_MS } from '../constants.js';
import { flowError, isLobbyError, toFlowError } from '../errors.js';
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
  MoveSummary,
  OpenMove,
} from './money-move.types.js';

const lookupOf = (event: unknown): MoneyLookup | null =>
  typeof event === 'object' && event !== null && 'output' in event ? (event.output as MoneyLookup) : null;

/** The amount, when the values have one: what a move's screen names when the flow says nothing else. */
const amountOf = (values: unknown): MoveSummary => {
  const amount = (values as { amount?: unknown } | null)?.amount;
  return typeof amount === 'string' || typeof amount === 'number' ? { amount } : {};
};

/** Guards that read only the answer and the move: the same for every value move. */
const readBackGuards = {
  outcomeUnknown: ({ event }: { event: object }) => 'error' in event && outcomeUnknown(event.error),
  // The server has a move under this key (a repeat, or one still processing): what became of it is read back.
  keyInUse: ({ event }: { event: object }) =>
    'error' in event && isLobbyError(event.error) && event.error.status === 409,
  applied: ({ event }: { event: object }) =>
    lookupOf(event)?.state === 'APPLIED' && !lookupOf(event)?.message,
  refused: ({ event }: { event: object }) => lookupOf(event)?.state === 'APPLIED',
  processing: ({ event }: { event: object }) => lookupOf(event)?.state === 'PROCESSING',
  mayArriveLate: ({ context }: { context: { lateCallMs: number } }) => context.lateCallMs > 0,
  canResend: ({ context }: { context: { resumed: boolean } }) => !context.resumed,
};

/** A move read back from storage: its key, values and summary, no secrets (it cannot be sent again). */
const resumedMove = (move: OpenMove<unknown>, lateCallMs: number) => ({
  key: move.key,
  values: move.values,
  summary: move.summary,
  moveInput: null,
  resumed: true,
  lateCallMs: Math.max(0, lateCallMs),
  fieldErrors: {},
  error: null,
  result: null,
});

/** The types, actors, delays and guards of a value move's machine. */
function moneyMoveSetup<TInput extends MoneyMoveBase, TValues, TResult>(
  options: MoneyMoveOptions<TInput, TValues>,
) {
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
    delays: {
      recheck: MONEY_RECHECK_MS,
      lateCall: ({ context }) => context.lateCallMs,
    },
    guards: {
      trial: ({ context }) => context.input.trial === true,
      invalid: ({ context, event }) =>
        event.type === 'SUBMIT' && Object.keys(options.validate(context.input, event.values)).length > 0,
      ...readBackGuards,
      // What storage gave back may be anything: only a move with a key can be read back.
      resumable: ({ event }) => event.type === 'RESUME' && typeof event.move?.key === 'string',
    },
  });
}

/** `moneyMoveSetup` with the named actions every state refers to. */
function moneyMoveActions<TInput extends MoneyMoveBase, TValues, TResult>(
  options: MoneyMoveOptions<TInput, TValues>,
) {
  const summarize = options.summarize ?? ((_input: TInput, values: TValues) => amountOf(values));
  return moneyMoveSetup<TInput, TValues, TResult>(options).extend({
    actions: {
      announce: emit(({ context }) => ({ type: 'moneyMoved' as const, result: context.result as TResult })),
      forget: assign({ key: null, moveInput: null, resumed: false, lateCallMs: 0 }),
      settleApplied: assign({ result: ({ event }) => lookupOf(event)?.result as TResult, error: null }),
      settleRefused: assign({ error: ({ event }) => refusal(lookupOf(event)?.message ?? '') }),
      refuseTrial: assign({ error: flowError('in_need_true_account') }),
      showProblems: assign({
        fieldErrors: ({ context, event }) =>
          event.type === 'SUBMIT' ? options.validate(context.input, event.values) : {},
        error: null,
      }),
      start: assign({
        values: ({ event }) => (event.type === 'SUBMIT' ? event.values : null),
        moveInput: ({ context }) => context.input,
        key: () => newIdempotencyKey(),
        summary: ({ context, event }) =>
          event.type === 'SUBMIT' ? summarize(context.input, event.values) : null,
        fieldErrors: {},
        error: null,
      }),
      resume: assign(({ event }) =>
        event.type === 'RESUME'
          ? { ...resumedMove(event.move, event.lateCallMs), values: event.move.values }
          : {},
      ),
    },
  });
}

type MoneyMoveSetup<TInput extends MoneyMoveBase, TValues, TResult> = ReturnType<
  typeof moneyMoveActions<TInput, TValues, TResult>
>;

/** The form and the send: SUBMIT checked (trial, rules) then sent once with a fresh key; RESUME reads an open move back. */
function sendingStates<TInput extends MoneyMoveBase, TValues, TResult>(
  machine: MoneyMoveSetup<TInput, TValues, TResult>,
  call: (args: { context: MoneyMoveContext<TInput, TValues, TResult> }) => MoneyCall<TInput, TValues>,
) {
  return {
    editing: machine.createStateConfig({
      on: {
        SUBMIT: [
          { guard: 'trial', actions: 'refuseTrial' },
          { guard: 'invalid', actions: 'showProblems' },
          { target: 'submitting', actions: 'start' },
        ],
        RESUME: { guard: 'resumable', target: 'reconciling', actions: 'resume' },
      },
    }),
    submitting: machine.createStateConfig({
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
          { guard: 'keyInUse', target: 'reconciling' },
          {
            target: 'editing',
            actions: [assign({ error: ({ event }) => toFlowError(event.error) }), 'forget'],
          },
        ],
      },
    }),
  };
}

/** A lost answer read back by its key: done, refused, still processing (read again after a while), or not applied. */
function readBackStates<TInput extends MoneyMoveBase, TValues, TResult>(
  machine: MoneyMoveSetup<TInput, TValues, TResult>,
  call: (args: { context: MoneyMoveContext<TInput, TValues, TResult> }) => MoneyCall<TInput, TValues>,
) {
  return {
    reconciling: machine.createStateConfig({
      invoke: {
        id: 'lookup',
        src: 'lookup',
        input: call,
        onDone: [
          { guard: 'applied', target: 'done', actions: ['settleApplied', 'forget', 'announce'] },
          { guard: 'refused', target: 'editing', actions: ['settleRefused', 'forget'] },
          { guard: 'processing', target: 'processing' },
          { guard: 'mayArriveLate', target: 'awaitingLateCall' },
          { target: 'notApplied' },
        ],
        onError: 'unknown',
      },
    }),
    processing: machine.createStateConfig({
      entry: assign({ error: flowError('money_processing') }),
      after: { recheck: 'reconciling' },
      on: { CHECK: 'reconciling' },
    }),
    // A resumed move's call was cut by the page going away and may still reach the server.
    awaitingLateCall: machine.createStateConfig({
      after: { lateCall: { target: 'reconciling', actions: assign({ lateCallMs: 0 }) } },
    }),
  };
}

/** A move whose outcome the member settles: not applied (retry or edit), unknown (retry or check), or done. */
function outcomeStates<TInput extends MoneyMoveBase, TValues, TResult>(
  machine: MoneyMoveSetup<TInput, TValues, TResult>,
) {
  return {
    notApplied: machine.createStateConfig({
      entry: assign({ error: flowError('money_not_applied') }),
      on: {
        RETRY: { guard: 'canResend', target: 'submitting' },
        EDIT: { target: 'editing', actions: [assign({ error: null }), 'forget'] },
      },
    }),
    unknown: machine.createStateConfig({
      entry: assign({ error: flowError('money_outcome_unknown') }),
      on: { RETRY: { guard: 'canResend', target: 'submitting' }, CHECK: 'reconciling' },
    }),
    done: machine.createStateConfig({
      on: {
        NEW: {
          target: 'editing',
          actions: assign({ values: null, result: null, error: null, fieldErrors: {}, summary: null }),
        },
      },
    }),
  };
}

/**
 * Builds a value move's machine (money, points, rewards): validate, send once with a fresh idempotency
 * key, and when the answer is lost read the move back by its key before offering a retry (never
 * "failed" for a move the server made, never a second move for one the member meant once). A move the
 * server is still processing is read back again after a while; one resumed from storage (`RESUME`) is
 * read back before any new move. Nothing is re-sent by itself.
 */
export function createMoneyMoveMachine<TInput extends MoneyMoveBase, TValues, TResult>(
  options: MoneyMoveOptions<TInput, TValues>,
) {
  const machine = moneyMoveActions<TInput, TValues, TResult>(options);
  const call = ({
    context,
  }: {
    context: MoneyMoveContext<TInput, TValues, TResult>;
  }): MoneyCall<TInput, TValues> => ({
    values: context.values as TValues,
    key: context.key as string,
    input: context.moveInput ?? context.input,
  });
  return machine.createMachine({
    id: options.id,
    initial: 'editing',
    context: ({ input }) => ({
      input,
      moveInput: null,
      values: null,
      key: null,
      summary: null,
      resumed: false,
      lateCallMs: 0,
      fieldErrors: {},
      error: null,
      result: null,
    }),
    on: { SET_INPUT: { actions: assign({ input: ({ event }) => event.input }) } },
    states: {
      ...sendingStates(machine, call),
      ...readBackStates(machine, call),
      ...outcomeStates(machine),
    },
  });
}
