import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { fakeActors, flush, networkError, startActor } from '../testing/fakes.js';
import { readRealityCheck, REALITY_CHECK_RESYNC_MS } from './rules.js';
import { realityCheckMachine, type SessionSummary } from './reality-check.machine.js';

const session = (elapsedSeconds: number, realityCheckMinutes: number | null = 30): SessionSummary => ({
  startTime: '2026-05-14 10:00:00',
  serverTime: '2026-05-14 10:31:00',
  elapsedSeconds,
  betCount: 2,
  betAmount: 100,
  winLoss: -60,
  realityCheckMinutes,
});

function start(readings: Array<SessionSummary | Error>, ack?: { startTime: string | null; index: number }) {
  const clock = new SimulatedClock();
  const queue = [...readings];
  const { actors, calls } = fakeActors({
    readSession: async () => {
      const next = queue.length > 1 ? queue.shift()! : queue[0]!;
      if (next instanceof Error) throw networkError();
      return next;
    },
  });
  return { ...startActor(realityCheckMachine.provide({ actors }), { input: { ack }, clock }), calls, clock };
}

describe('reality check rules', () => {
  it('is due once a whole interval passed that was not acknowledged, and re-reads within a minute', () => {
    expect(readRealityCheck(session(10 * 60), 0)).toEqual({
      index: 0,
      due: false,
      waitMs: REALITY_CHECK_RESYNC_MS,
    });
    expect(readRealityCheck(session(29 * 60 + 50), 0)).toEqual({ index: 0, due: false, waitMs: 10_000 });
    expect(readRealityCheck(session(31 * 60), 0)?.due).toBe(true);
    expect(readRealityCheck(session(31 * 60), 1)?.due).toBe(false);
    expect(readRealityCheck(session(31 * 60, null), 0)).toBeNull();
  });
});

describe('reality check', () => {
  it("shows the session's figures when the server's session passes the interval", async () => {
    const { actor, clock, calls } = start([session(29 * 60 + 50), session(30 * 60 + 1)]);
    await flush();
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(10_000);
    await flush();
    expect(calls.readSession).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe('showing');
    expect(actor.getSnapshot().context.summary).toMatchObject({ winLoss: -60, elapsedSeconds: 1801 });
  });

  it('continue acknowledges this interval (kept by the app) and waits for the next', async () => {
    const { actor, emitted } = start([session(31 * 60), session(31 * 60 + 5)]);
    await flush();
    actor.send({ type: 'CONTINUE' });
    await flush();
    expect(emitted).toEqual([{ type: 'acknowledged', ack: { startTime: '2026-05-14 10:00:00', index: 1 } }]);
    expect(actor.getSnapshot().value).toBe('waiting');
  });

  it('an acknowledgement of another session counts for nothing', async () => {
    const { actor } = start([session(31 * 60)], { startTime: '2026-05-13 08:00:00', index: 5 });
    await flush();
    expect(actor.getSnapshot().value).toBe('showing');
  });

  it('view history and log out tell the app', async () => {
    const first = start([session(61 * 60), session(61 * 60)]);
    await flush();
    first.actor.send({ type: 'VIEW_HISTORY' });
    expect(first.emitted.map((e) => e.type)).toEqual(['acknowledged', 'viewHistory']);
    const second = start([session(61 * 60)]);
    await flush();
    second.actor.send({ type: 'LOG_OUT' });
    expect(second.emitted).toEqual([{ type: 'logOut' }]);
    expect(second.actor.getSnapshot().status).toBe('done');
  });

  it('stays off until the member picks an interval, and retries a failed reading', async () => {
    const { actor, clock, calls } = start([new Error('down'), session(5, null), session(31 * 60)]);
    await flush();
    expect(actor.getSnapshot().value).toBe('retrying');
    clock.increment(REALITY_CHECK_RESYNC_MS);
    await flush();
    expect(actor.getSnapshot().value).toBe('off');
    actor.send({ type: 'SYNC' });
    await flush();
    expect(calls.readSession).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().value).toBe('showing');
  });
});
