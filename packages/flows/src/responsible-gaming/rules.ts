/**
 * Responsible gaming's constants and rules (reconstructed; the sandbox enforces the same): the
 * deposit-limit periods, the reality-check intervals, the time-out and self-exclusion periods.
 */
import type { Schemas } from '../ports/sdk.js';

/** Deposit-limit periods, in the order they are shown. */
export const DEPOSIT_LIMIT_PERIODS = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
/** A deposit-limit period. */
export type DepositLimitPeriod = (typeof DEPOSIT_LIMIT_PERIODS)[number];

/** Reality-check intervals a member may choose, minutes (or off). */
export const REALITY_CHECK_INTERVALS = [15, 30, 60, 120] as const;

/** Time-out periods (a short break). */
export const TIME_OUT_PERIODS = ['24h', '7d', '30d'] as const;
/** Self-exclusion periods (a long break, or for good). */
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', 'permanent'] as const;
/** A time-out or self-exclusion period. */
export type ExclusionPeriod = (typeof TIME_OUT_PERIODS)[number] | (typeof SELF_EXCLUSION_PERIODS)[number];
/** TIME_OUT or SELF_EXCLUSION. */
export type ExclusionKind = Schemas['ExclusionKind'];
/** The periods of each kind. */
export const EXCLUSION_PERIODS: Record<ExclusionKind, readonly ExclusionPeriod[]> = {
  TIME_OUT: TIME_OUT_PERIODS,
  SELF_EXCLUSION: SELF_EXCLUSION_PERIODS,
};

/**
 * How long the reality check trusts its last reading of the server's session clock, ms: it asks
 * again at least this often, so a changed interval or a moved server clock shows within a minute.
 */
export const REALITY_CHECK_RESYNC_MS = 60_000;

/**
 * Whether a new limit waits for the cooling-off: raising a limit or removing it does; a first
 * limit or a lower one applies at once.
 */
export function limitChangeWaits(current: number | null, next: number | null): boolean {
  if (current === null) return false;
  return next === null || next > current;
}

/** Where the reality check stands after a reading of the session. */
export interface RealityCheckReading {
  /** The number of whole intervals the session has lasted (0 before the first check). */
  index: number;
  /** A check is due: an interval passed that the member has not acknowledged. */
  due: boolean;
  /** When to read again, ms: the next interval's end or the resync, whichever comes first. */
  waitMs: number;
}

/** Reads the session against the interval; null when the reality check is off. */
export function readRealityCheck(
  summary: Pick<Schemas['SessionSummary'], 'elapsedSeconds' | 'realityCheckMinutes'>,
  acknowledged: number,
): RealityCheckReading | null {
  const minutes = summary.realityCheckMinutes;
  if (!minutes) return null;
  const interval = minutes * 60;
  const index = Math.floor(summary.elapsedSeconds / interval);
  const untilNext = ((index + 1) * interval - summary.elapsedSeconds) * 1000;
  return { index, due: index > acknowledged, waitMs: Math.min(untilNext, REALITY_CHECK_RESYNC_MS) };
}
