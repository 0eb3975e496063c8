/**
 * The figures the measuring scripts report: nearest-rank percentiles, so every figure printed is a value that
 * was measured (no interpolation between two runs), and the machine's load beside them, since times here
 * follow the load of whatever else shares the cores.
 */
import { loadavg } from 'node:os';

const rank = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

const ascending = (values: readonly number[]): number[] => [...values].sort((a, b) => a - b);

/** The nearest-rank percentile `p` (0-100] of `values` (in any order); 0 for none. */
export const percentile = (values: readonly number[], p: number): number => rank(ascending(values), p);

/** How many values, their median, 95th percentile and largest. */
export interface Summary {
  count: number;
  p50: number;
  p95: number;
  max: number;
}

/** The summary of a set of measurements. */
export function summarize(values: readonly number[]): Summary {
  const sorted = ascending(values);
  return { count: sorted.length, p50: rank(sorted, 50), p95: rank(sorted, 95), max: sorted.at(-1) ?? 0 };
}

/** The summary as one line, values rounded to `digits` decimals and followed by `unit`. */
export function formatSummary(s: Summary, unit = 'ms', digits = 1): string {
  const v = (n: number): string => `${n.toFixed(digits)} ${unit}`;
  return `p50 ${v(s.p50)}, p95 ${v(s.p95)}, max ${v(s.max)} (${s.count} samples)`;
}

/** The 1, 5 and 15 minute load averages, as `/proc/loadavg` prints them. */
export const loadAverage = (): string =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** Runs `work` on every item, at most `limit` at a time, and resolves with the results in the items' order. */
export async function eachLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
