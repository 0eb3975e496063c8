import { assign, emit, fromPromise, setup } from 'xstate';
import { toFlowError, type FlowError } from '../errors.js';
import { amountError, parseAmount } from '../money/amount.js';
import type { Schemas, SdkSlice } from '../ports/sdk.js';
import type { DepositLimitPeriod } from './rules.js';
import type { ValidationMessage } from '../validation/messages.js';
import { placeholder } from '../shared/placeholder-actor.js';

/** The member's responsible-gaming settings as the server answers them. */
export type ResponsibleGamingSettings = Schemas['ResponsibleGaming'];

/** A limit to send: `amount` null removes the period's limit (after the cooling-off). */
export interface DepositLimitChange {
  period: DepositLimitPeriod;
  amount: number | null;
}

/** `depositLimitMachine`'s context. */
export interface DepositLimitContext {
  /** The change in flight, or the one that failed (RETRY sends it again). */
  change: DepositLimitChange | null;
  /** A typed amount that is not a limit (checked before any call). */
  invalid: ValidationMessage | null;
  error: FlowError | null;
  /** The settings after the last change the server took. */
  saved: ResponsibleGamingSettings | null;
}

/** Events the UI sends: SUBMIT a typed amount (`''` with `remove`), or the current amount to cancel a pending raise. */
export type DepositLimitEvent =
  | { type: 'SUBMIT'; period: DepositLimitPeriod; amountText: string; remove?: boolean }
  | { type: 'RETRY' }
  | { type: 'DISMISS' };

/** Emitted when the server took a change: the screen shows the new limits (and any pending raise). */
export type DepositLimitEmitted = { type: 'saved'; settings: ResponsibleGamingSettings };

const changeOf = (event: DepositLimitEvent): DepositLimitChange | null => {
  if (event.type !== 'SUBMIT') return null;
  return { period: event.period, amount: event.remove ? null : parseAmount(event.amountText) };
};

/**
 * Sets one period's deposit limit: the typed amount is checked first, one change is in flight at a
 * time (a double click sends once), a refusal keeps the change for RETRY until DISMISS or another SUBMIT.
 * Whether it applies at once or after the cooling-off is the server's answer (`pending`).
 */
export const depositLimitMachine = setup({
  types: {
    context: {} as DepositLimitContext,
    events: {} as DepositLimitEvent,
    emitted: {} as DepositLimitEmitted,
  },
  actors: {
    saveLimit: placeholder<ResponsibleGamingSettings, DepositLimitChange>('saveLimit', 'depositLimitActors'),
  },
  guards: {
    invalid: ({ event }) =>
      event.type === 'SUBMIT' && !event.remove && amountError(event.amountText) !== null,
  },
  actions: {
    refuse: assign({
      invalid: ({ event }) => (event.type === 'SUBMIT' ? amountError(event.amountText) : null),
    }),
    start: assign({ change: ({ event }) => changeOf(event), invalid: null, error: null }),
  },
}).createMachine({
  id: 'depositLimit',
  initial: 'idle',
  context: { change: null, invalid: null, error: null, saved: null },
  states: {
    idle: {
      on: {
        SUBMIT: [
          { guard: 'invalid', actions: 'refuse' },
          { target: 'saving', actions: 'start' },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'saveLimit',
        src: 'saveLimit',
        input: ({ context }) => context.change!,
        onDone: {
          target: 'idle',
          actions: [
            assign({ saved: ({ event }) => event.output, change: null }),
            emit(({ event }) => ({ type: 'saved' as const, settings: event.output })),
          ],
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toFlowError(event.error) }) },
      },
    },
    failed: {
      on: {
        RETRY: { target: 'saving', actions: assign({ error: null }) },
        DISMISS: { target: 'idle', actions: assign({ error: null, change: null }) },
        SUBMIT: [
          { guard: 'invalid', target: 'idle', actions: ['refuse', assign({ error: null, change: null })] },
          { target: 'saving', actions: 'start' },
        ],
      },
    },
  },
});

/** Real actors: `depositLimitMachine.provide({ actors: depositLimitActors(sdk) })`. */
export function depositLimitActors(sdk: SdkSlice<'responsibleGaming', 'setDepositLimit'>) {
  return {
    saveLimit: fromPromise<ResponsibleGamingSettings, DepositLimitChange>(({ input, signal }) =>
      sdk.responsibleGaming.setDepositLimit(input, { signal }),
    ),
  };
}
