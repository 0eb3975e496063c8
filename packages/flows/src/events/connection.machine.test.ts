import { createEventsClient } from '@lobby/sdk/events';
import { SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { balanceChangedMessage as bet, FakeSocket } from '@lobby/sdk/testing/fake-socket';
import { EVENTS_POLL_MS } from '../constants.js';
import { startActor } from '../testing/fakes.js';
import { connectionActors, connectionMachine } from './connection.machine.js';

function start() {
  FakeSocket.made = [];
  const clock = new SimulatedClock();
  const client = createEventsClient({
    token: () => 'tok',
    baseUrl: 'http://127.0.0.1:4010',
    WebSocket: FakeSocket as never,
    clock: clock as never,
    random: () => 0.5,
  });
  const machine = connectionMachine.provide({ actors: connectionActors(client) });
  const { actor, emitted } = startActor(machine, { clock });
  const socket = () => FakeSocket.made.at(-1)!;
  return { actor, emitted, clock, socket };
}

describe('connectionMachine', () => {
  it('goes live, passes events on, reconnects with backoff, polls while offline, and resumes', () => {
    const { actor, emitted, clock, socket } = start();
    expect(actor.getSnapshot().value).toBe('connecting');
    socket().accept(6);
    expect(actor.getSnapshot().value).toBe('live');
    socket().server(bet(7));
    expect(emitted).toEqual([{ type: 'event', event: expect.objectContaining({ id: 7 }) }]);

    socket().drop();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'reconnecting',
      context: { attempt: 1, nextDelayMs: 250 },
    });
    clock.increment(250);
    socket().drop();
    expect(actor.getSnapshot().context).toEqual({ attempt: 2, nextDelayMs: 500 });
    clock.increment(500);
    socket().drop();
    // The third failure: the site stops waiting and polls.
    expect(actor.getSnapshot()).toMatchObject({
      value: 'offline',
      context: { attempt: 3, nextDelayMs: 1000 },
    });
    expect(emitted.filter((e) => e.type === 'poll')).toHaveLength(1);
    clock.increment(1000);
    expect(FakeSocket.made).toHaveLength(4);
    socket().drop();
    clock.increment(EVENTS_POLL_MS);
    expect(emitted.filter((e) => e.type === 'poll')).toHaveLength(2);

    clock.increment(2000);
    socket().accept(9);
    expect(socket().sent).toEqual([
      { type: 'auth', token: 'tok' },
      { type: 'resume', lastEventId: 7 },
    ]);
    expect(actor.getSnapshot()).toMatchObject({ value: 'live', context: { attempt: 0 } });
    socket().server({ type: 'resync', lastEventId: 9, reason: 'TOO_OLD' });
    expect(emitted.at(-1)).toEqual({ type: 'resync' });
  });

  it('closes the socket cleanly on logout and reconnects no more', () => {
    const { actor, clock, socket } = start();
    socket().accept(0);
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(socket().closedWith).toBe(1000);
    clock.increment(60_000);
    expect(FakeSocket.made).toHaveLength(1);
  });

  it('stops with the reason when the server ends the session', () => {
    const { actor, emitted, socket } = start();
    socket().accept(0);
    socket().drop(4002);
    expect(actor.getSnapshot().value).toBe('stopped');
    expect(emitted.at(-1)).toEqual({ type: 'ended', reason: 'sessionEnded' });
  });
});
