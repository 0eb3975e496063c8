import { randomUUID } from 'node:crypto';
import { createEventsClient, type EventsClientEvent, type LobbyEvent } from '@lobby/sdk/events';
import { startSandbox, type StartedSandbox } from '@lobby/mocks/testing';
import { createActor, waitFor } from 'xstate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { connectionActors, connectionMachine, type ConnectionEmitted } from './connection.machine.js';

// The SDK's events client and the connection machine against the sandbox's real socket (HTTP, `ws`): a short
// heartbeat, a fast tick and a replay window of five events keep it to seconds.
const REPLAY = 5;
let sandbox: StartedSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ socket: { heartbeatMs: 300, tickMs: 20, replayCapacity: REPLAY } });
});
afterAll(() => sandbox.close());

/** `ws` with what the test checks recorded: the URLs dialled, the messages sent and the close codes. */
const wire = { urls: [] as string[], sent: [] as Record<string, unknown>[], closes: [] as number[] };
class RecordedSocket extends WebSocket {
  constructor(url: string) {
    super(url);
    wire.urls.push(url);
    this.on('close', (code) => wire.closes.push(code));
  }
  override send(data: string): void {
    wire.sent.push(JSON.parse(data) as Record<string, unknown>);
    super.send(data);
  }
}
beforeEach(() => {
  wire.urls = [];
  wire.sent = [];
  wire.closes = [];
});

async function session() {
  const sdk = sandbox.sdk();
  const { token } = await sdk.session.login({
    username: 'demo',
    password: 'demo1234',
    type: 'username',
    loginDeviceId: randomUUID(),
  });
  return { sdk, token: token! };
}

function client(token: string, extra: { lastEventId?: number } = {}) {
  const seen: EventsClientEvent[] = [];
  const events = createEventsClient({
    token: () => token,
    baseUrl: sandbox.url,
    WebSocket: RecordedSocket as never,
    // Long enough for the test to act while the client waits to reconnect, short enough to stay fast.
    backoff: { baseDelayMs: 400, maxDelayMs: 400 },
    random: () => 0.99,
    ...extra,
  });
  events.on((event) => seen.push(event));
  return { events, seen };
}

const until = async (what: () => boolean, timeoutMs = 3000): Promise<void> => {
  const end = Date.now() + timeoutMs;
  while (!what()) {
    if (Date.now() > end) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

const bet = (stake: number) => sandbox.control('POST', 'bet', { account: 'demo', stake, payout: 0 });
const delivered = (seen: EventsClientEvent[]): LobbyEvent[] =>
  seen.flatMap((e) => (e.type === 'event' ? [e.event] : []));

describe('the events client on the sandbox socket', () => {
  it('authenticates by message, never by URL, and receives the balance of a settled bet', async () => {
    const { token } = await session();
    const { events, seen } = client(token);
    events.start();
    await until(() => seen.some((e) => e.type === 'ready'));
    expect(wire.urls).toEqual([`${sandbox.url.replace(/^http/, 'ws')}/ws/events`]);
    expect(wire.urls[0]).not.toContain(token);
    expect(wire.sent[0]).toEqual({ type: 'auth', token });
    await bet(10);
    await until(() => delivered(seen).some((e) => e.name === 'balanceChanged'));
    const [change] = delivered(seen);
    expect(change).toMatchObject({
      name: 'balanceChanged',
      data: { wallet: 'MAIN', change: -10, reason: 'BET' },
    });
    expect(seen.filter((e) => e.type === 'invalid')).toEqual([]);

    events.stop();
    await until(() => wire.closes.length === 1);
    expect(wire.closes).toEqual([1000]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(wire.urls).toHaveLength(1);
  });

  it('reconnects after the sandbox drops it and applies, by resume, the event sent meanwhile', async () => {
    const { token } = await session();
    const { events } = client(token);
    const actor = createActor(connectionMachine.provide({ actors: connectionActors(events) }));
    const emitted: ConnectionEmitted[] = [];
    actor.on('*', (e) => void emitted.push(e));
    actor.start();
    await waitFor(actor, (s) => s.matches('live'), { timeout: 3000 });
    await bet(1);
    await until(() => emitted.length === 1);
    const before = (emitted[0] as { event: LobbyEvent }).event.id;

    await sandbox.control('POST', 'socket/drop');
    await waitFor(actor, (s) => s.matches('reconnecting'), { timeout: 3000 });
    expect(actor.getSnapshot().context).toEqual({ attempt: 1, nextDelayMs: 396 });
    await bet(2);
    await waitFor(actor, (s) => s.matches('live'), { timeout: 3000 });
    await until(() => emitted.length === 2);
    expect(wire.sent).toContainEqual({ type: 'resume', lastEventId: before });
    expect(emitted[1]).toMatchObject({ type: 'event', event: { id: before + 1, data: { change: -2 } } });

    actor.send({ type: 'LOGOUT' });
    await until(() => wire.closes.length === 2);
    expect(wire.closes).toEqual([4003, 1000]);
  });

  it('says to re-read everything when the server no longer holds what was missed', async () => {
    const { token } = await session();
    for (let i = 0; i <= REPLAY; i++) await bet(1);
    const { events, seen } = client(token, { lastEventId: 0 });
    events.start();
    await until(() => seen.some((e) => e.type === 'resync'));
    expect(seen.find((e) => e.type === 'resync')).toEqual({ type: 'resync', reason: 'TOO_OLD' });
    await bet(3);
    await until(() => delivered(seen).length === 1);
    expect(events.lastEventId()).toBe(delivered(seen)[0]!.id);
    events.stop();
  });

  it('stops for good, with the reason, when the session ends on the server', async () => {
    const { sdk, token } = await session();
    const { events, seen } = client(token);
    events.start();
    await until(() => seen.some((e) => e.type === 'ready'));
    await sdk.session.logout();
    await until(() => seen.some((e) => e.type === 'stopped'));
    expect(delivered(seen).map((e) => e.data)).toEqual([{ reason: 'LOGGED_OUT' }]);
    expect(seen.at(-1)).toEqual({ type: 'stopped', reason: 'sessionEnded' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(wire.urls).toHaveLength(1);
  });
});
