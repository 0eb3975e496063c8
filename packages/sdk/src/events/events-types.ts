/** The events channel's types, inferred from the zod schemas generated from the events document. */
import type * as z from 'zod/mini';
import type { zEventMessage, zEventName, zServerMessage } from '../generated/events.js';
import type { RetryPolicy } from '../runtime/retry-policy.js';

/** A message the server sends. */
export type ServerMessage = z.infer<typeof zServerMessage>;
/** An event's name (`balanceChanged`, ...). */
export type LobbyEventName = z.infer<typeof zEventName>;
/** An event as delivered: `id`, `time`, `name` and the `data` of that name. */
export type LobbyEvent = z.infer<typeof zEventMessage>;
/** The event of one name, its `data` typed. */
export type LobbyEventOf<N extends LobbyEventName> = Extract<LobbyEvent, { name: N }>;

/** Why the client stopped for good: the app logged out, the token was refused, or the session ended. */
export type StopReason = 'logout' | 'unauthorized' | 'sessionEnded';

/** What the client tells its listeners. */
export type EventsClientEvent =
  | { type: 'connecting'; attempt: number }
  | { type: 'ready'; lastEventId: number; heartbeatMs: number }
  | { type: 'event'; event: LobbyEvent }
  /** The server no longer holds what was missed: re-read everything over HTTP. */
  | { type: 'resync'; reason: 'TOO_OLD' | 'UNKNOWN_ID' | 'RESET' }
  | { type: 'reconnecting'; attempt: number; delayMs: number }
  /** A message that does not conform to the events document, skipped. */
  | { type: 'invalid'; problem: string }
  | { type: 'error'; code: string; message: string }
  | { type: 'stopped'; reason: StopReason };

/** The timers the client uses; tests pass a simulated clock. */
export interface EventsClock {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(id: never): void;
}

/** The WebSocket constructor the client uses (the browser's, or `ws` in Node). */
export type WebSocketConstructor = new (url: string) => WebSocket;

export interface EventsClientOptions {
  /** The session token, read at each connection; none stops the client (`unauthorized`). */
  token: () => string | null | undefined;
  /** The site's base URL; the channel is `/ws/events` on its origin. */
  baseUrl?: string;
  /** The channel's URL when the configuration names one (ws: or wss:). */
  url?: string;
  WebSocket?: WebSocketConstructor;
  /** Backoff between reconnections (full jitter within the doubling ceiling). */
  backoff?: Partial<Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs'>>;
  random?: () => number;
  clock?: EventsClock;
  /** Resume after this id on the first connection (an app that kept it across a reload). */
  lastEventId?: number;
}
