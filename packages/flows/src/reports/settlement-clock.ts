/**
 * When a wages list should read again: at the server's next settlement, measured on the server's
 * clock (its `serverTime` and `nextSettlementTime`), never the browser's, which may differ from it
 * by minutes (or by a sandbox clock moved forward).
 */
import { REALTIME_WAGES_PERIOD_MIN } from '../constants.js';

/** Waited past the settlement time, so the server has written the period before the list is read. */
export const SETTLEMENT_GRACE_MS = 2000;
/** The longest wait: the real-time period, so the list reads at least that often. */
export const SETTLEMENT_MAX_WAIT_MS = REALTIME_WAGES_PERIOD_MIN * 60_000;
const MIN_WAIT_MS = 1000;
const STAMP = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/u;

/** A server `yyyy-MM-dd HH:mm:ss` as ms on the server's own clock face, or null when malformed. */
export function parseServerTime(stamp: string | null | undefined): number | null {
  const match = stamp ? STAMP.exec(stamp) : null;
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const ms = Date.UTC(year, month - 1, day, hour, minute, second);
  return Number.isNaN(ms) ? null : ms;
}

/** The server's clock as a wages answer gives it. */
export interface SettlementTimes {
  serverTime?: string | null;
  nextSettlementTime?: string | null;
}

/**
 * Milliseconds to wait before reading the list again: from the server's time to its next
 * settlement, plus a grace, at least 1 s and at most one real-time period (also when the server
 * gives no times or malformed ones).
 */
export function settlementRefreshDelay(
  times: SettlementTimes,
  maxWaitMs: number = SETTLEMENT_MAX_WAIT_MS,
): number {
  const server = parseServerTime(times.serverTime);
  const next = parseServerTime(times.nextSettlementTime);
  if (server === null || next === null) return maxWaitMs;
  return Math.min(maxWaitMs, Math.max(MIN_WAIT_MS, next - server + SETTLEMENT_GRACE_MS));
}
