import { assign, emit, fromPromise, setup } from 'xstate';
import { toFlowError, type FlowError } from '../errors.js';
import type { Schemas, SdkSlice } from '../ports/sdk.js';
import { EXCLUSION_PERIODS, type ExclusionKind, type ExclusionPeriod } from './rules.js';
import { placeholder } from '../shared/placeholder-actor.js';

/** A time-out or self-exclusion to start. */
export interface ExclusionChoice {
  kind: ExclusionKind;
  period: ExclusionPeriod;
}

/** `selfExclusionMachine`'s context. */
export interface SelfExclusionContext {
  choice: ExclusionChoice | null;
  error: FlowError | null;
  /** The exclusion the server started (its end, or null when permanent). */
  exclusion: Schemas['Exclusion'] | null;
}

/** Events the screen sends: CHOOSE opens the confirmation, CONFIRM starts it, CANCEL goes back. */
export type SelfExclusionEvent =
  { type: 'CHOOSE'; choice: ExclusionChoice } | { type: 'CONFIRM' } | { type: 'CANCEL' };

/** Emitted once the server excluded the member: the app ends the session (the server already did). */
export type SelfExclusionEmitted = { type: 'excluded'; exclusion: Schemas['Exclusion'] };

/**
 * Time-out and self-exclusion: nothing is sent until the member confirms what it means (it cannot be
 * ended early); CONFIRM while one is in flight is ignored; a refusal keeps the choice to confirm again.
 */
export const selfExclusionMachine = setup({
  types: {
    context: {} as SelfExclusionContext,
    events: {} as SelfExclusionEvent,
    emitted: {} as SelfExclusionEmitted,
  },
  actors: {
    exclude: placeholder<Schemas['Exclusion'], ExclusionChoice>('exclude', 'selfExclusionActors'),
  },
  guards: {
    offered: ({ event }) =>
      event.type === 'CHOOSE' && EXCLUSION_PERIODS[event.choice.kind].includes(event.choice.period),
  },
  actions: {
    choose: assign({ choice: ({ event }) => (event.type === 'CHOOSE' ? event.choice : null), error: null }),
  },
}).createMachine({
  id: 'selfExclusion',
  initial: 'choosing',
  context: { choice: null, error: null, exclusion: null },
  states: {
    choosing: { on: { CHOOSE: { guard: 'offered', target: 'confirming', actions: 'choose' } } },
    confirming: {
      on: {
        CONFIRM: { target: 'excluding', actions: assign({ error: null }) },
        CANCEL: { target: 'choosing', actions: assign({ choice: null, error: null }) },
      },
    },
    excluding: {
      invoke: {
        id: 'exclude',
        src: 'exclude',
        input: ({ context }) => context.choice!,
        onDone: {
          target: 'excluded',
          actions: [
            assign({ exclusion: ({ event }) => event.output }),
            emit(({ event }) => ({ type: 'excluded' as const, exclusion: event.output })),
          ],
        },
        onError: {
          target: 'confirming',
          actions: assign({ error: ({ event }) => toFlowError(event.error) }),
        },
      },
    },
    excluded: { type: 'final' },
  },
});

/** Real actors: `selfExclusionMachine.provide({ actors: selfExclusionActors(sdk) })`. */
export function selfExclusionActors(sdk: SdkSlice<'responsibleGaming', 'startExclusion'>) {
  return {
    exclude: fromPromise<Schemas['Exclusion'], ExclusionChoice>(({ input, signal }) =>
      sdk.responsibleGaming.startExclusion(input, { signal }),
    ),
  };
}
