import { getEventListeners } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AttemptSignal } from './attempt-signal.js';

describe('AttemptSignal', () => {
  afterEach(() => vi.useRealTimers());

  it('aborts after the timeout, as a timeout', () => {
    vi.useFakeTimers();
    const attempt = new AttemptSignal(undefined, 50);
    vi.advanceTimersByTime(49);
    expect(attempt.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect([attempt.signal.aborted, attempt.timedOut]).toEqual([true, true]);
  });

  it("aborts with the caller's signal, not as a timeout", () => {
    const caller = new AbortController();
    const attempt = new AttemptSignal(caller.signal, 1000);
    caller.abort();
    expect([attempt.signal.aborted, attempt.timedOut]).toEqual([true, false]);
    attempt.dispose();
  });

  it("leaves no timer and no listener on the caller's signal once disposed", () => {
    vi.useFakeTimers();
    const caller = new AbortController();
    const attempt = new AttemptSignal(caller.signal, 1000);
    expect([vi.getTimerCount(), getEventListeners(caller.signal, 'abort').length]).toEqual([1, 1]);
    attempt.dispose();
    expect([vi.getTimerCount(), getEventListeners(caller.signal, 'abort').length]).toEqual([0, 0]);
    vi.advanceTimersByTime(2000);
    expect(attempt.signal.aborted).toBe(false);
  });
});
