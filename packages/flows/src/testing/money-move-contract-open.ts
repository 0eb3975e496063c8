import { expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { MONEY_CALL_SETTLE_MS, MONEY_RECHECK_MS } from '../constants.js';
import { bindMoneyJournal, moneyJournal } from '../money/money-journal.js';
import type { MoneyLookup, MoneyMoveBase, OpenMove } from '../money/money-move.types.js';
import { memoryStore } from '../ports/storage.js';
import { deferred, flush, timeoutError } from './fakes.js';
import type { MoneyMoveHarness } from './money-move-harness.js';

type Flow<TInput extends MoneyMoveBase, TValues, TResult> = MoneyMoveHarness<TInput, TValues, TResult>;

const processing: MoneyLookup = { state: 'PROCESSING' };
const leftKey = 'f'.repeat(32);
/** A move left open by a screen now gone, sent at `sentAt`. */
const leftMove = <TValues>(
  values: TValues,
  sentAt = Date.now() - MONEY_CALL_SETTLE_MS,
): OpenMove<TValues> => ({
  key: leftKey,
  values,
  summary: { amount: '9' },
  sentAt,
});

/**
 * The contract's cases of a move whose outcome stays open: the server still processing it, and a move
 * that outlives its screen or page (kept in the journal, resumed and read back before anything else).
 */
export function openMoveCases<TInput extends MoneyMoveBase, TValues, TResult>(
  flow: Flow<TInput, TValues, TResult>,
) {
  processingCases(flow);
  resumedCases(flow);
  journalCases(flow);
}

/** A move the server is still processing is read back again after a while (or on CHECK), never re-sent. */
function processingCases<TInput extends MoneyMoveBase, TValues, TResult>(
  flow: Flow<TInput, TValues, TResult>,
) {
  const { start, valid, result, applied, input } = flow;
  it('says PROCESSING is still being processed, reads it back again after a while, never "not applied"', async () => {
    const clock = new SimulatedClock();
    const reads = [processing, processing, applied];
    const { actor, calls, moved } = start(
      { move: () => Promise.reject(timeoutError()), lookup: async () => reads.shift()! },
      input,
      clock,
    );
    actor.send({ type: 'SUBMIT', values: valid });
    await flush();
    expect(actor.getSnapshot().value).toBe('processing');
    expect(actor.getSnapshot().context.error?.key).toBe('money_processing');
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('processing');
    clock.increment(MONEY_RECHECK_MS);
    await flush();
    expect(calls.lookup).toHaveBeenCalledTimes(2);
    actor.send({ type: 'CHECK' });
    await flush();
    expect(actor.getSnapshot().value).toBe('done');
    expect(moved).toEqual([result]);
    expect(calls.move).toHaveBeenCalledTimes(1);
  });
}

/** A resumed move is read back by its key before any new move; one whose call may still arrive is waited for. */
function resumedCases<TInput extends MoneyMoveBase, TValues, TResult>(flow: Flow<TInput, TValues, TResult>) {
  const { start, valid, result, applied, input } = flow;
  const left = (sentAt?: number) => leftMove(valid, sentAt);
  it('reads a resumed move back by its key before any new move, and cannot send it again without its secrets', async () => {
    const lookup = deferred<MoneyLookup>();
    const { actor, calls, keys } = start({ lookup: () => lookup.promise });
    actor.send({ type: 'RESUME', move: left(), lateCallMs: 0 });
    expect(actor.getSnapshot().value).toBe('reconciling');
    expect(actor.getSnapshot().context.summary).toEqual({ amount: '9' });
    actor.send({ type: 'SUBMIT', values: valid });
    lookup.resolve({ state: 'NOT_FOUND' });
    await flush();
    expect(keys(calls.lookup)).toEqual([leftKey]);
    expect(actor.getSnapshot().value).toBe('notApplied');
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('notApplied');
    expect(calls.move).not.toHaveBeenCalled();
    actor.send({ type: 'EDIT' });
    expect(actor.getSnapshot().context).toMatchObject({ key: null, resumed: false });
  });

  it('waits for a resumed move whose call may still arrive before it says nothing was moved', async () => {
    const clock = new SimulatedClock();
    const reads: MoneyLookup[] = [{ state: 'NOT_FOUND' }, applied];
    const { actor, calls, moved } = start({ lookup: async () => reads.shift()! }, input, clock);
    actor.send({ type: 'RESUME', move: left(Date.now()), lateCallMs: 5000 });
    await flush();
    expect(actor.getSnapshot().value).toBe('awaitingLateCall');
    clock.increment(5000);
    await flush();
    expect(calls.lookup).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe('done');
    expect(moved).toEqual([result]);
  });
}

/** The journal keeps an open move without its secrets, drops it once settled, and a new actor resumes it. */
function journalCases<TInput extends MoneyMoveBase, TValues, TResult>(flow: Flow<TInput, TValues, TResult>) {
  const { start, valid, applied } = flow;
  it('keeps the open move in the journal without its secrets, drops it once settled, resumes it in a new actor', async () => {
    const store = memoryStore();
    const journal = moneyJournal(store, 'demo');
    const first = start({ move: () => Promise.reject(timeoutError()), lookup: () => new Promise(() => {}) });
    const unbind = bindMoneyJournal(first.actor, journal, 'op');
    first.actor.send({ type: 'SUBMIT', values: valid });
    await flush();
    const kept = journal.open<Record<string, unknown>>('op');
    expect(kept?.key).toBe(first.keys(first.calls.move)[0]);
    expect(Object.keys(kept?.values ?? {}).filter((name) => /password/i.test(name))).toEqual([]);
    expect(store.keys()).toEqual(['lobby.money.demo.op']);
    unbind();
    first.actor.stop();
    const second = start({ lookup: async () => applied });
    bindMoneyJournal(second.actor, journal, 'op');
    await flush();
    expect(second.keys(second.calls.lookup)).toEqual([kept?.key]);
    expect(second.actor.getSnapshot().value).toBe('done');
    expect(journal.open('op')).toBeNull();
    expect(second.calls.move).not.toHaveBeenCalled();
  });
}
