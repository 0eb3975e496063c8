/**
 * The events channel's client (openapi/events): one WebSocket that sends the session token in `auth` (never in
 * the URL, where proxies would log it), answers the server's heartbeat, reconnects with capped exponential backoff
 * and full jitter when the connection drops or the server falls silent, and resumes from the last event it
 * delivered. Every message is checked against the events document's generated schemas; one that does not conform
 * is reported and skipped, so a server bug cannot stop the stream. Browser `WebSocket` by default; Node passes one
 * (the `ws` package).
 */
import { zServerMessage } from '../generated/events.js';
import { backoffDelay, type RetryPolicy } from '../runtime/retry-policy.js';
import type {
  EventsClientEvent,
  EventsClientOptions,
  LobbyEvent,
  ServerMessage,
  StopReason,
} from './events-types.js';

/** Where the channel is served on the site's origin. */
export const EVENTS_PATH = '/ws/events';

/** Close codes of the events document the client acts on. */
export const EVENTS_CLOSE = { normal: 1000, unauthorized: 4001, sessionEnded: 4002 } as const;

/** How long a new connection may take to say `ready` before the client tries again, ms. */
export const EVENTS_CONNECT_TIMEOUT_MS = 10_000;

/** The reconnection's backoff unless told otherwise: 0.5 s doubling up to 30 s. */
export const EVENTS_BACKOFF: Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs'> = {
  baseDelayMs: 500,
  maxDelayMs: 30_000,
};

/** The channel's URL for a base URL: `/ws/events` on its origin, ws for http and wss for https. */
export function eventsUrl(baseUrl: string, location?: string): string {
  const url = new URL(EVENTS_PATH, new URL(baseUrl, location ?? globalThis.location?.href));
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

/** A running client. */
export interface EventsClient {
  /** Opens the connection (again after `stop`). */
  start(): void;
  /** Closes cleanly (code 1000) and stays closed: on logout. */
  stop(): void;
  /** Listens to what happens on the channel; returns the unsubscribe. */
  on(listener: (event: EventsClientEvent) => void): () => void;
  /** The id of the last event delivered (resume starts after it), null before the first `ready`. */
  lastEventId(): number | null;
}

/** A server message checked against the events document, or why it is not one. */
export function parseServerMessage(raw: unknown): { message: ServerMessage } | { problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(String(raw));
  } catch {
    return { problem: 'not JSON' };
  }
  const result = zServerMessage.safeParse(value);
  return result.success
    ? { message: result.data as ServerMessage }
    : { problem: result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
}

type Listener = (event: EventsClientEvent) => void;

/** The client's connection and its timers; each method one step of the channel's life. */
class EventsChannel implements EventsClient {
  private socket: WebSocket | null = null;
  private last: number | null;
  private attempt = 0;
  private heartbeatMs = 0;
  private timer: unknown;
  private silence: unknown;
  private stopped = true;
  private readonly listeners = new Set<Listener>();
  private readonly Socket: NonNullable<EventsClientOptions['WebSocket']>;
  private readonly clock: NonNullable<EventsClientOptions['clock']>;
  private readonly backoff: RetryPolicy;

  constructor(private readonly options: EventsClientOptions) {
    const Socket = options.WebSocket ?? globalThis.WebSocket;
    if (!Socket) throw new Error('no WebSocket: pass the `WebSocket` option (in Node, the `ws` package)');
    this.Socket = Socket;
    // Called through the global, never as the clock's methods: a browser's timers throw "Illegal invocation"
    // when called on another object.
    this.clock = options.clock ?? {
      setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
      clearTimeout: (id) => globalThis.clearTimeout(id),
    };
    this.backoff = { retries: 0, ...EVENTS_BACKOFF, ...options.backoff };
    this.last = options.lastEventId ?? null;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.attempt = 0;
    this.connect();
  }

  stop(): void {
    if (!this.stopped) this.end('logout');
  }

  on(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  lastEventId(): number | null {
    return this.last;
  }

  private emit(event: EventsClientEvent): void {
    this.listeners.forEach((listener) => listener(event));
  }

  private connect(): void {
    const token = this.options.token();
    if (!token) return this.end('unauthorized');
    this.emit({ type: 'connecting', attempt: this.attempt });
    const socket = new this.Socket(this.options.url ?? eventsUrl(this.options.baseUrl ?? '/'));
    this.socket = socket;
    // A connection that never opens or never says ready (a proxy that holds the upgrade) is retried too.
    this.armSilence(EVENTS_CONNECT_TIMEOUT_MS);
    socket.onopen = () => {
      this.send({ type: 'auth', token });
      if (this.last !== null) this.send({ type: 'resume', lastEventId: this.last });
    };
    socket.onmessage = (message) => this.receive(parseServerMessage(message.data));
    socket.onclose = (close) => this.closed(close.code);
    socket.onerror = () => undefined; // a close follows and decides
  }

  private send(message: object): void {
    if (this.socket?.readyState === 1) this.socket.send(JSON.stringify(message));
  }

  private clearTimers(): void {
    this.clock.clearTimeout(this.timer as never);
    this.clock.clearTimeout(this.silence as never);
  }

  private detach(): void {
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
    if (socket.readyState < 2) socket.close(EVENTS_CLOSE.normal);
  }

  private reconnect(): void {
    this.detach();
    this.clearTimers();
    if (this.stopped) return;
    const delayMs = backoffDelay(this.attempt, this.backoff, this.options.random ?? Math.random);
    this.attempt += 1;
    this.emit({ type: 'reconnecting', attempt: this.attempt, delayMs });
    this.timer = this.clock.setTimeout(() => this.connect(), delayMs);
  }

  private end(reason: StopReason): void {
    this.stopped = true;
    this.clearTimers();
    this.detach();
    this.emit({ type: 'stopped', reason });
  }

  private closed(code: number): void {
    if (code === EVENTS_CLOSE.unauthorized) return this.end('unauthorized');
    if (code === EVENTS_CLOSE.sessionEnded) return this.end('sessionEnded');
    this.reconnect();
  }

  // No message for two heartbeats and a half: the connection died without a close (a sleeping laptop, a dropped
  // NAT entry), and only a new one will do.
  private armSilence(ms = Math.round(this.heartbeatMs * 2.5)): void {
    this.clock.clearTimeout(this.silence as never);
    this.silence = this.clock.setTimeout(() => this.reconnect(), ms);
  }

  private receive(parsed: ReturnType<typeof parseServerMessage>): void {
    if (this.heartbeatMs) this.armSilence();
    if ('problem' in parsed) return this.emit({ type: 'invalid', problem: parsed.problem });
    const m = parsed.message;
    if (m.type === 'ready') return this.ready(m.lastEventId, m.heartbeatMs);
    if (m.type === 'heartbeat') return m.nonce === undefined ? this.send({ type: 'pong' }) : undefined;
    if (m.type === 'event') return this.deliver(m as LobbyEvent);
    if (m.type === 'resync') {
      this.last = m.lastEventId;
      return this.emit({ type: 'resync', reason: m.reason });
    }
    this.emit({ type: 'error', code: m.code, message: m.message });
  }

  private ready(lastEventId: number, heartbeatMs: number): void {
    this.attempt = 0;
    this.heartbeatMs = heartbeatMs;
    this.armSilence();
    // A first connection starts from now: the app has just read everything over HTTP.
    this.last ??= lastEventId;
    this.emit({ type: 'ready', lastEventId, heartbeatMs });
  }

  private deliver(event: LobbyEvent): void {
    // A replay may repeat what an earlier connection delivered just before it dropped.
    if (this.last !== null && event.id <= this.last) return;
    this.last = event.id;
    this.emit({ type: 'event', event });
  }
}

/** Creates the client; nothing connects before `start()`. */
export const createEventsClient = (options: EventsClientOptions): EventsClient => new EventsChannel(options);
