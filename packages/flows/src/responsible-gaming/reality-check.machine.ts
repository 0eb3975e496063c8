import { assign, emit, fromPromise, setup } from 'xstate';
import type { Schemas, SdkSlice } from '../ports/sdk.js';
import { readRealityCheck, REALITY_CHECK_RESYNC_MS } from './rules.js';
import { placeholder } from '../shared/placeholder-actor.js';

/** The session as the server counts it. */
export type SessionSummary = Schemas['SessionSummary'];

/** The last check the member acknowledged, per session (its server start time). */
export interface RealityCheckAck {
  startTime: string | null;
  index: number;
}

/** `realityCheckMachine`'s context. */
export interface RealityCheckContext {
  ack: RealityCheckAck;
  /** The last reading of the session; the dialog shows it. */
  summary: SessionSummary | null;
  /** When to read the session again, ms. */
  waitMs: number;
}

/** Events the dialog (and the settings screen) send. */
export type RealityCheckEvent =
  { type: 'CONTINUE' } | { type: 'VIEW_HISTORY' } | { type: 'LOG_OUT' } | { type: 'SYNC' };

/** What the app does: keep the acknowledgement (per tab), open the betting record, log out. */
export type RealityCheckEmitted =
  { type: 'acknowledged'; ack: RealityCheckAck } | { type: 'viewHistory' } | { type: 'logOut' };

const ackedIndex = (ack: RealityCheckAck, summary: SessionSummary): number =>
  ack.startTime === summary.startTime ? ack.index : 0;
const reading = (context: RealityCheckContext) =>
  context.summary ? readRealityCheck(context.summary, ackedIndex(context.ack, context.summary)) : null;

/**
 * The reality check: reads the session from the server (its start, so every tab counts alike),
 * waits until the next interval ends (re-reading at least every minute), then shows the session's
 * length and net win or loss until the member continues, opens the history or logs out. Off until
 * the member picks an interval (SYNC after a change).
 */
export const realityCheckMachine = setup({
  types: {
    context: {} as RealityCheckContext,
    events: {} as RealityCheckEvent,
    emitted: {} as RealityCheckEmitted,
    input: {} as { ack?: RealityCheckAck },
  },
  actors: {
    readSession: placeholder<SessionSummary>('readSession', 'realityCheckActors'),
  },
  delays: {
    untilNext: ({ context }) => context.waitMs,
    resync: REALITY_CHECK_RESYNC_MS,
  },
  guards: {
    off: ({ context }) => reading(context) === null,
    due: ({ context }) => reading(context)?.due === true,
  },
  actions: {
    acknowledge: assign({
      ack: ({ context }) => ({ startTime: context.summary!.startTime, index: reading(context)!.index }),
    }),
    tellAcknowledged: emit(({ context }) => ({ type: 'acknowledged' as const, ack: context.ack })),
  },
}).createMachine({
  id: 'realityCheck',
  initial: 'reading',
  context: ({ input }) => ({
    ack: input.ack ?? { startTime: null, index: 0 },
    summary: null,
    waitMs: REALITY_CHECK_RESYNC_MS,
  }),
  states: {
    reading: {
      invoke: {
        id: 'readSession',
        src: 'readSession',
        onDone: { target: 'deciding', actions: assign({ summary: ({ event }) => event.output }) },
        // A failed reading is tried again later; the check must never get in the member's way.
        onError: 'retrying',
      },
    },
    deciding: {
      always: [
        { guard: 'off', target: 'off' },
        { guard: 'due', target: 'showing' },
        { target: 'waiting', actions: assign({ waitMs: ({ context }) => reading(context)!.waitMs }) },
      ],
    },
    waiting: { after: { untilNext: 'reading' }, on: { SYNC: 'reading' } },
    retrying: { after: { resync: 'reading' }, on: { SYNC: 'reading' } },
    off: { on: { SYNC: 'reading' } },
    showing: {
      on: {
        CONTINUE: { target: 'reading', actions: ['acknowledge', 'tellAcknowledged'] },
        VIEW_HISTORY: {
          target: 'reading',
          actions: ['acknowledge', 'tellAcknowledged', emit({ type: 'viewHistory' })],
        },
        LOG_OUT: { target: 'done', actions: emit({ type: 'logOut' }) },
      },
    },
    done: { type: 'final' },
  },
});

/** Real actors: `realityCheckMachine.provide({ actors: realityCheckActors(sdk) })`. */
export function realityCheckActors(sdk: SdkSlice<'responsibleGaming', 'getSessionSummary'>) {
  return {
    readSession: fromPromise<SessionSummary>(({ signal }) =>
      sdk.responsibleGaming.getSessionSummary(undefined, { signal }),
    ),
  };
}
