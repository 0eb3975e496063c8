import { assign, emit, fromCallback, setup } from 'xstate';
import type { EventsClient, EventsClientEvent, LobbyEvent, StopReason } from '@lobby/sdk/events';
import { EVENTS_OFFLINE_AFTER_ATTEMPTS, EVENTS_POLL_MS } from '../constants.js';

/** The SDK events client's part the machine drives (`createEventsClient(...)` in the app, a fake in tests). */
export type EventsPort = Pick<EventsClient, 'start' | 'stop' | 'on'>;

/** `connectionMachine`'s context: the reconnection in progress. */
export interface ConnectionContext {
  attempt: number;
  nextDelayMs: number;
}

/** What the socket actor tells the machine (the SDK client's news), and `LOGOUT` from the app. */
export type ConnectionEvent =
  | { type: 'READY' }
  | { type: 'RECONNECTING'; attempt: number; delayMs: number }
  | { type: 'EVENT'; event: LobbyEvent }
  | { type: 'RESYNC' }
  | { type: 'ENDED'; reason: StopReason }
  | { type: 'LOGOUT' };

/**
 * Events for the app: `event` to apply, `resync` to re-read everything, `poll` to re-read while the channel is down,
 * `ended` when the server refused the token or ended the session.
 */
export type ConnectionEmitted =
  | { type: 'event'; event: LobbyEvent }
  | { type: 'resync' }
  | { type: 'poll' }
  | { type: 'ended'; reason: StopReason };

/** The machine's event for the client's, or null for what the machine does not act on. */
export function connectionEvent(event: EventsClientEvent): ConnectionEvent | null {
  switch (event.type) {
    case 'ready':
      return { type: 'READY' };
    case 'reconnecting':
      return { type: 'RECONNECTING', attempt: event.attempt, delayMs: event.delayMs };
    case 'event':
      return { type: 'EVENT', event: event.event };
    case 'resync':
      return { type: 'RESYNC' };
    case 'stopped':
      return event.reason === 'logout' ? null : { type: 'ENDED', reason: event.reason };
    default:
      return null;
  }
}

/** The real actors: the socket runs the SDK client while the machine runs, and closes it cleanly when it stops. */
export function connectionActors(client: EventsPort) {
  return {
    socket: fromCallback<ConnectionEvent>(({ sendBack }) => {
      const off = client.on((news) => {
        const event = connectionEvent(news);
        if (event) sendBack(event);
      });
      client.start();
      return () => {
        off();
        client.stop();
      };
    }),
  };
}

/** What every state but `stopped` does: pass events on, stop on logout or when the session ended. */
const open = {
  EVENT: { actions: 'passEvent' },
  RESYNC: { actions: 'passResync' },
  ENDED: { target: 'stopped', actions: 'passEnded' },
  LOGOUT: 'stopped',
} as const;

/**
 * The events channel's connection: `connecting`, `live`, `reconnecting` (attempt and next delay), `offline` after
 * a few failed attempts (the app polls on each `poll` until the channel is back), `stopped` on logout or when the
 * session ended. Events pass through in every state: a replay may arrive right after a reconnection.
 */
export const connectionMachine = setup({
  types: {
    context: {} as ConnectionContext,
    events: {} as ConnectionEvent,
    emitted: {} as ConnectionEmitted,
  },
  actors: {
    socket: fromCallback<ConnectionEvent>(() => {
      throw new Error('socket: provide the real actors with connectionActors()');
    }),
  },
  actions: {
    passEvent: emit(({ event }) => ({
      type: 'event' as const,
      event: (event as Extract<ConnectionEvent, { type: 'EVENT' }>).event,
    })),
    passResync: emit({ type: 'resync' as const }),
    passEnded: emit(({ event }) => ({
      type: 'ended' as const,
      reason: (event as Extract<ConnectionEvent, { type: 'ENDED' }>).reason,
    })),
    noteReconnection: assign(({ event }) =>
      event.type === 'RECONNECTING' ? { attempt: event.attempt, nextDelayMs: event.delayMs } : {},
    ),
  },
  delays: { poll: EVENTS_POLL_MS },
  guards: {
    givenUp: ({ event }) => event.type === 'RECONNECTING' && event.attempt >= EVENTS_OFFLINE_AFTER_ATTEMPTS,
  },
}).createMachine({
  id: 'connection',
  context: { attempt: 0, nextDelayMs: 0 },
  invoke: { src: 'socket' },
  initial: 'connecting',
  states: {
    connecting: {
      on: { ...open, READY: 'live', RECONNECTING: { target: 'reconnecting', actions: 'noteReconnection' } },
    },
    live: {
      entry: assign({ attempt: 0, nextDelayMs: 0 }),
      on: { ...open, RECONNECTING: { target: 'reconnecting', actions: 'noteReconnection' } },
    },
    reconnecting: {
      on: {
        ...open,
        READY: 'live',
        RECONNECTING: [
          { guard: 'givenUp', target: 'offline', actions: 'noteReconnection' },
          { actions: 'noteReconnection' },
        ],
      },
    },
    offline: {
      entry: emit({ type: 'poll' as const }),
      after: { poll: { target: 'offline', reenter: true } },
      on: { ...open, READY: 'live', RECONNECTING: { actions: 'noteReconnection' } },
    },
    stopped: { type: 'final' },
  },
});
