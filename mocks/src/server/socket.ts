/**
 * The events channel (openapi/events) on the sandbox's HTTP port, with the `ws` library: `auth` first (a
 * token in the URL is refused, it would end up in logs), then `ready`, an optional `resume`, events as the
 * world changes, and a heartbeat both ways. The world is looked at after every request the server answers
 * and on a short tick, so changes of the sandbox clock (a withdrawal confirmed by time) arrive too.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { now, runtime } from '../runtime';
import { stamp } from '../handlers/format';
import { autoConfirm } from '../handlers/wallet/withdrawal-confirmations';
import { clientMessageProblem } from '../events/contract';
import { expireSessions, useSession } from '../world/sessions';
import { events, EventHub, type Connection, type ServerMessage } from '../events/hub';

/** Where the channel is served. */
export const EVENTS_PATH = '/ws/events';

/** Options of the events channel. */
export interface EventSocketOptions {
  /** How often the server sends a heartbeat, ms. Default 15 s. */
  heartbeatMs?: number;
  /** How long a connection may wait before `auth`, ms. Default 5 s. */
  authTimeoutMs?: number;
  /** How often the world is looked at between requests, ms. Default 250. */
  tickMs?: number;
  /** Events held per member for replay. Default 200. */
  replayCapacity?: number;
}

/** The channel attached to a server. */
export interface EventSocket {
  hub: EventHub;
  /** After a request was answered: deliver what it changed. */
  afterRequest(): void;
  close(): Promise<void>;
}

const CLOSE = { badMessage: 4000, unauthorized: 4001, goingAway: 4003 } as const;

function parse(raw: unknown): Record<string, unknown> | null {
  try {
    const value = JSON.parse(String(raw)) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function refuse(ws: WebSocket, code: 'UNAUTHORIZED' | 'TOKEN_IN_URL' | 'BAD_MESSAGE', message: string): void {
  ws.send(JSON.stringify({ type: 'error', code, message }));
  ws.close(code === 'BAD_MESSAGE' ? CLOSE.badMessage : CLOSE.unauthorized, message);
}

const nonceOf = (m: Record<string, unknown>): { nonce?: string } =>
  typeof m.nonce === 'string' ? { nonce: m.nonce } : {};

function authenticate(ws: WebSocket, token: unknown, hub: EventHub, heartbeatMs: number): Connection | null {
  const { state } = runtime.world;
  const open = typeof token === 'string' && useSession(state, token, now());
  const memberId = open ? state.sessions.get(token) : undefined;
  if (memberId === undefined || typeof token !== 'string') {
    refuse(ws, 'UNAUTHORIZED', 'unknown or expired session token');
    return null;
  }
  const connection: Connection = {
    memberId,
    token,
    lastSent: hub.lastId(memberId),
    send: (message: ServerMessage) => ws.send(JSON.stringify(message)),
    close: (code, reason) => ws.close(code, reason),
  };
  connection.send({ type: 'ready', lastEventId: connection.lastSent, heartbeatMs });
  hub.join(connection);
  return connection;
}

function serve(
  ws: WebSocket,
  request: IncomingMessage,
  hub: EventHub,
  options: Required<EventSocketOptions>,
): void {
  if (new URL(request.url ?? '/', 'http://127.0.0.1').searchParams.has('token'))
    return refuse(ws, 'TOKEN_IN_URL', 'send the token in an auth message, never in the URL');
  let connection: Connection | null = null;
  let lastHeard = Date.now();
  const authTimer = setTimeout(
    () => refuse(ws, 'UNAUTHORIZED', 'no auth message in time'),
    options.authTimeoutMs,
  );
  const heartbeat = setInterval(() => {
    // Two heartbeats unanswered: the peer is gone without a close.
    if (Date.now() - lastHeard > 2 * options.heartbeatMs + options.tickMs) return ws.terminate();
    ws.send(JSON.stringify({ type: 'heartbeat', time: stamp(now()) }));
  }, options.heartbeatMs);
  ws.on('message', (raw) => {
    lastHeard = Date.now();
    const m = parse(raw);
    if (!m || clientMessageProblem(m))
      return refuse(ws, 'BAD_MESSAGE', 'not a client message of the events channel');
    if (!connection) {
      if (m.type !== 'auth') return refuse(ws, 'UNAUTHORIZED', 'the first message must be auth');
      clearTimeout(authTimer);
      connection = authenticate(ws, m.token, hub, options.heartbeatMs);
    } else if (m.type === 'resume') hub.resume(connection, Number(m.lastEventId));
    else if (m.type === 'ping') connection.send({ type: 'heartbeat', ...nonceOf(m), time: stamp(now()) });
  });
  ws.on('close', () => {
    clearTimeout(authTimer);
    clearInterval(heartbeat);
    if (connection) hub.leave(connection);
  });
}

/** Serves the events channel on `server`'s upgrades to EVENTS_PATH; sets the process's hub. */
export function attachEventSocket(server: Server, options: EventSocketOptions = {}): EventSocket {
  const settings: Required<EventSocketOptions> = {
    heartbeatMs: options.heartbeatMs ?? 15_000,
    authTimeoutMs: options.authTimeoutMs ?? 5_000,
    tickMs: options.tickMs ?? 250,
    replayCapacity: options.replayCapacity ?? 200,
  };
  const hub = new EventHub(settings.replayCapacity);
  events.hub = hub;
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });
  wss.on('connection', (ws, request) => serve(ws, request, hub, settings));
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    if (new URL(request.url ?? '/', 'http://127.0.0.1').pathname !== EVENTS_PATH)
      return void socket.destroy();
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  };
  server.on('upgrade', onUpgrade);
  const observe = (): void => {
    // The sandbox clock moves without a request: withdrawals past their window count as received, and
    // sessions idle too long end.
    autoConfirm(runtime.world.state);
    expireSessions(runtime.world.state, now());
    hub.observe();
  };
  const tick = setInterval(observe, settings.tickMs);
  tick.unref();
  return {
    hub,
    afterRequest: () => hub.observe(),
    close: () =>
      new Promise<void>((done) => {
        clearInterval(tick);
        server.off('upgrade', onUpgrade);
        hub.dropAll(CLOSE.goingAway, 'server closing');
        if (events.hub === hub) events.hub = null;
        wss.close(() => done());
      }),
  };
}
