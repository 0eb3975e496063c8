import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialJackpot, useDemoJackpot } from './use-demo-jackpot';

afterEach(() => vi.useRealTimers());

describe('demo jackpot', () => {
  it('starts between 2e7 and 21e6', () => {
    expect(initialJackpot(() => 0)).toBe(20_000_000);
    expect(initialJackpot(() => 0.999_999)).toBeLessThanOrEqual(21_000_000);
    for (let i = 0; i < 50; i++) expect(initialJackpot()).toBeGreaterThanOrEqual(20_000_000);
  });

  it('grows by 100 to 500 every 3 to 5 seconds', () => {
    vi.useFakeTimers();
    const draws = [0, 0.5, 0.5, 1, 0.999];
    let i = 0;
    const random = () => draws[i++ % draws.length] ?? 0;
    const { result } = renderHook(() => useDemoJackpot(random));
    expect(result.current).toBe(20_000_000);
    // first delay: 3000 + 0.5 x 2000 = 4000 ms; step 100 + 0.5 x 400 = 300
    act(() => vi.advanceTimersByTime(3_999));
    expect(result.current).toBe(20_000_000);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(20_000_300);
    // next delay 3000 + 1 x 2000 = 5000 ms, step 100 + 0.999 x 400
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current).toBe(20_000_300 + Math.round(100 + 0.999 * 400));
  });

  it('stands still while the page is hidden and goes on when it is shown', () => {
    vi.useFakeTimers();
    let state: DocumentVisibilityState = 'visible';
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => state);
    const { result } = renderHook(() => useDemoJackpot(() => 0));
    act(() => {
      state = 'hidden';
      document.dispatchEvent(new Event('visibilitychange'));
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current).toBe(20_000_000);
    act(() => {
      state = 'visible';
      document.dispatchEvent(new Event('visibilitychange'));
    });
    // delay 3000 ms and step 100 with every draw 0
    act(() => vi.advanceTimersByTime(3_000));
    expect(result.current).toBe(20_000_100);
    visibility.mockRestore();
  });
});
