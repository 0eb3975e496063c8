import { afterEach, describe, expect, it, vi } from 'vitest';
import { balanceChangedMessage as balance, FakeSocket } from '../testing/fake-socket.js';
import { createEventsClient, EVENTS_CONNECT_TIMEOUT_MS, eventsUrl, type EventsClientEvent } from './index.js';

/** Timers run by hand: `advance(ms)` fires what is due. */
function manualClock() {
  let now = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  let next = 1;
  return {
    setTimeout: (run: () => void, ms: number) => (timers.set(next, { at: now + ms, run }), next++),
    clearTimeout: (id: never) => void timers.delete(id as number),
    advance(ms: number) {
      now += ms;
      for (const [id, t] of [...timers].sort((a, b) => a[1].at - b[1].at))
        if (t.at <= now && timers.delete(id)) t.run();
    },
  };
}

function setup(random = () => 0.5) {
  FakeSocket.made = [];
  const clock = manualClock();
  const seen: EventsClientEvent[] = [];
  const client = createEventsClient({
    token: () => 'tok-1',
    baseUrl: 'https://site.example/api/',
    WebSocket: FakeSocket as never,
    clock,
    random,
    backoff: { baseDelayMs: 100, maxDelayMs: 1000 },
  });
  client.on((e) => seen.push(e));
  client.start();
  const socket = () => FakeSocket.made.at(-1)!;
  return { client, clock, seen, socket };
}

describe('events client', () => {
  it('derives the channel on the origin and sends the token in auth, never in the URL', () => {
    expect(eventsUrl('http://127.0.0.1:4010/')).toBe('ws://127.0.0.1:4010/ws/events');
    expect(eventsUrl('/api', 'https://site.example/home')).toBe('wss://site.example/ws/events');
    const { socket } = setup();
    expect(socket().url).toBe('wss://site.example/ws/events');
    socket().open();
    expect(socket().url).not.toContain('tok-1');
    expect(socket().sent).toEqual([{ type: 'auth', token: 'tok-1' }]);
  });

  it('delivers typed events, answers heartbeats, and reports an invalid message without stopping', () => {
    const { seen, socket, client } = setup();
    socket().open();
    socket().server({ type: 'ready', lastEventId: 4, heartbeatMs: 1000 });
    socket().server(balance(5));
    socket().server({ ...balance(6), data: { wallet: 'MAIN' } });
    socket().server('not json');
    socket().server({ type: 'heartbeat', time: '2026-01-01 00:00:00' });
    socket().server(balance(7));
    expect(seen.filter((e) => e.type === 'invalid')).toHaveLength(2);
    const events = seen.flatMap((e) => (e.type === 'event' ? [e.event.id] : []));
    expect(events).toEqual([5, 7]);
    expect(socket().sent.at(-1)).toEqual({ type: 'pong' });
    expect(client.lastEventId()).toBe(7);
  });

  it('reconnects with full-jitter backoff and resumes after the last event', () => {
    const { seen, socket, clock } = setup(() => 0.5);
    socket().open();
    socket().server({ type: 'ready', lastEventId: 2, heartbeatMs: 1000 });
    socket().server(balance(3));
    socket().drop();
    socket().drop(); // a closed socket's late close is ignored: it is detached
    clock.advance(49);
    expect(FakeSocket.made).toHaveLength(1);
    clock.advance(1);
    expect(FakeSocket.made).toHaveLength(2);
    socket().drop();
    socket().drop();
    const delays = seen.flatMap((e) => (e.type === 'reconnecting' ? [e.delayMs] : []));
    expect(delays).toEqual([50, 100]); // half of 100, then of 200
    clock.advance(100);
    socket().open();
    expect(socket().sent).toEqual([
      { type: 'auth', token: 'tok-1' },
      { type: 'resume', lastEventId: 3 },
    ]);
    socket().server({ type: 'resync', lastEventId: 9, reason: 'TOO_OLD' });
    expect(seen.at(-1)).toEqual({ type: 'resync', reason: 'TOO_OLD' });
  });

  it('reconnects when the server falls silent for two and a half heartbeats', () => {
    const { socket, clock } = setup();
    socket().open();
    socket().server({ type: 'ready', lastEventId: 0, heartbeatMs: 1000 });
    clock.advance(2000);
    socket().server({ type: 'heartbeat', time: '2026-01-01 00:00:00' });
    clock.advance(2499);
    expect(FakeSocket.made).toHaveLength(1);
    clock.advance(1);
    expect(FakeSocket.made[0]!.closedWith).toBe(1000);
    clock.advance(1000);
    expect(FakeSocket.made).toHaveLength(2);
  });

  it('tries again when a new connection never says ready', () => {
    const { socket, clock, seen } = setup();
    socket().open();
    clock.advance(EVENTS_CONNECT_TIMEOUT_MS - 1);
    expect(FakeSocket.made).toHaveLength(1);
    clock.advance(1);
    expect(seen.at(-1)).toEqual({ type: 'reconnecting', attempt: 1, delayMs: 50 });
  });

  it('closes with 1000 on logout and stops for good on 4001 and 4002', () => {
    const { seen, socket, client, clock } = setup();
    socket().open();
    client.stop();
    expect(socket().closedWith).toBe(1000);
    clock.advance(60_000);
    expect(FakeSocket.made).toHaveLength(1);
    expect(seen.at(-1)).toEqual({ type: 'stopped', reason: 'logout' });
    client.start();
    socket().open();
    socket().drop(4002);
    clock.advance(60_000);
    expect(FakeSocket.made).toHaveLength(2);
    expect(seen.at(-1)).toEqual({ type: 'stopped', reason: 'sessionEnded' });
  });
});

describe("the events client's own timers", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('calls the global timers as a browser accepts them (on the global, not on another object)', () => {
    // A browser's setTimeout throws "Illegal invocation" when called as another object's method.
    const browserLike = (real: (...args: never[]) => unknown) =>
      function (this: unknown, ...args: never[]) {
        if (this !== undefined && this !== globalThis) throw new TypeError('Illegal invocation');
        return real(...args);
      };
    vi.stubGlobal('setTimeout', browserLike(globalThis.setTimeout as never));
    vi.stubGlobal('clearTimeout', browserLike(globalThis.clearTimeout as never));
    FakeSocket.made = [];
    const client = createEventsClient({
      token: () => 'token-1',
      url: 'ws://example.test/ws/events',
      WebSocket: FakeSocket as never,
    });
    client.start();
    const socket = FakeSocket.made[0] as FakeSocket;
    socket.accept(0);
    expect(socket.sent).toEqual([{ type: 'auth', token: 'token-1' }]);
    client.stop();
    expect(socket.closedWith).toBe(1000);
  });
});
