/**
 * A test's client of the sandbox's events channel over a real `ws` connection: every message the server
 * sends is checked against the events document as it arrives, and a test waits for the next one it wants.
 */
import { WebSocket } from 'ws';
import { serverMessageProblem } from '../events/contract';

/** A server message as received. */
export type Received = { type: string } & Record<string, unknown>;

/** An open connection. */
export interface EventsClient {
  /** Every message received so far, in order. */
  received: Received[];
  send(message: unknown): void;
  /** The first message received (now or later) after those already taken that `wanted` accepts. */
  next(wanted: (m: Received) => boolean, timeoutMs?: number): Promise<Received>;
  /** Resolves with the close code once the server closed the connection. */
  closed: Promise<number>;
  close(): void;
}

/** Connects to `/ws/events` of the sandbox at `baseUrl` (http), with an optional query string. */
export function connectEvents(baseUrl: string, query = ''): Promise<EventsClient> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws/events${query}`);
  const received: Received[] = [];
  let taken = 0;
  const waiters = new Set<() => void>();
  ws.on('message', (raw) => {
    const message = JSON.parse(String(raw)) as Received;
    // Answered as a page's client does: a test slower than two heartbeats keeps its connection.
    if (message.type === 'heartbeat' && message.nonce === undefined)
      ws.send(JSON.stringify({ type: 'pong' }));
    const problem = serverMessageProblem(message);
    // A message that breaks the contract fails the test that waits on the channel, with the reason.
    received.push(problem ? { type: 'contract-broken', problem, message } : message);
    for (const wake of [...waiters]) wake();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const client: EventsClient = {
    received,
    send: (message) => ws.send(JSON.stringify(message)),
    closed,
    close: () => ws.close(),
    next: (wanted, timeoutMs = 3_000) =>
      new Promise((resolve, reject) => {
        const look = (): void => {
          const broken = received.find((m) => m.type === 'contract-broken');
          if (broken) return finish(() => reject(new Error(String(broken.problem))));
          const index = received.findIndex((m, i) => i >= taken && wanted(m));
          if (index < 0) return;
          taken = index + 1;
          finish(() => resolve(received[index]!));
        };
        const timer = setTimeout(
          () =>
            finish(() =>
              reject(new Error(`no such message in ${timeoutMs} ms: ${JSON.stringify(received)}`)),
            ),
          timeoutMs,
        );
        const finish = (settle: () => void): void => {
          clearTimeout(timer);
          waiters.delete(look);
          settle();
        };
        waiters.add(look);
        look();
      }),
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(client));
    ws.once('error', reject);
  });
}

/** Connects and authenticates with a session token; resolves once `ready` arrived. */
export async function authedEvents(
  baseUrl: string,
  token: string,
): Promise<{ client: EventsClient; ready: Received }> {
  const client = await connectEvents(baseUrl);
  client.send({ type: 'auth', token });
  return { client, ready: await client.next((m) => m.type === 'ready') };
}
