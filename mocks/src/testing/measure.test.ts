import { describe, expect, it } from 'vitest';
import { eachLimited, formatSummary, percentile, summarize } from './measure';

describe('the measuring scripts’ figures', () => {
  it('takes the nearest-rank percentile, a value that was measured, whatever the order', () => {
    const values = [9, 1, 7, 3, 5, 2, 8, 4, 10, 6];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 95)).toBe(10);
    expect(percentile(values, 90)).toBe(9);
    expect(percentile(values, 10)).toBe(1);
    expect(percentile([2.5, 7.25], 50)).toBe(2.5);
    expect(percentile([], 50)).toBe(0);
  });

  it('summarizes without changing the measurements', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(summarize(values)).toEqual({ count: 100, p50: 50, p95: 95, max: 100 });
    expect(values[0]).toBe(100);
    expect(summarize([])).toEqual({ count: 0, p50: 0, p95: 0, max: 0 });
    expect(formatSummary({ count: 3, p50: 1.25, p95: 2, max: 3 })).toBe(
      'p50 1.3 ms, p95 2.0 ms, max 3.0 ms (3 samples)',
    );
  });

  it('runs at most the limit at a time and keeps the order of the results', async () => {
    let running = 0;
    let most = 0;
    const results = await eachLimited([30, 10, 20, 0, 5], 2, async (ms, i) => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running--;
      return `${i}:${ms}`;
    });
    expect(most).toBe(2);
    expect(results).toEqual(['0:30', '1:10', '2:20', '3:0', '4:5']);
    expect(await eachLimited([], 3, async () => 1)).toEqual([]);
  });
});
