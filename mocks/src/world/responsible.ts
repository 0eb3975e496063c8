/**
 * Responsible gaming's state and rules: deposit limits per UTC day, week (from Monday) and month,
 * where a raise waits out a cooling-off; the reality-check interval; time-outs and self-exclusions;
 * and when each session started, so the reality check counts on the server's clock.
 */
import type { Deposit, Member, WorldState } from './model';

/** A deposit limit's period. */
export type LimitPeriod = 'DAILY' | 'WEEKLY' | 'MONTHLY';
/** Periods in the order they are shown. */
export const LIMIT_PERIODS: readonly LimitPeriod[] = ['DAILY', 'WEEKLY', 'MONTHLY'];
/** How long a raised or removed limit waits before it applies. */
export const COOLING_OFF_HOURS = 24;
/** The reality-check intervals a member may choose, minutes. */
export const REALITY_CHECK_MINUTES: readonly number[] = [15, 30, 60, 120];

export type ExclusionKind = 'TIME_OUT' | 'SELF_EXCLUSION';
export type ExclusionPeriod = '24h' | '7d' | '30d' | '6m' | '1y' | 'permanent';
/** The periods each kind allows. */
export const EXCLUSION_PERIODS: Record<ExclusionKind, readonly ExclusionPeriod[]> = {
  TIME_OUT: ['24h', '7d', '30d'],
  SELF_EXCLUSION: ['6m', '1y', 'permanent'],
};

/** One period's limit, cents; null for none. A raise waits in `pending` until `effectiveAt`. */
export interface LimitSetting {
  amount: number | null;
  pending: { amount: number | null; effectiveAt: number } | null;
}

/** A time-out or self-exclusion; `endsAt` null when permanent. */
export interface Exclusion {
  kind: ExclusionKind;
  period: ExclusionPeriod;
  startedAt: number;
  endsAt: number | null;
}

/** The slice of the world state responsible gaming owns. */
export interface ResponsibleState {
  limits: Map<number, Record<LimitPeriod, LimitSetting>>;
  /** Reality-check interval by member, minutes; absent or null when off (the default). */
  realityCheck: Map<number, number | null>;
  exclusions: Map<number, Exclusion>;
  /** When each session (token) started. */
  sessionStarts: Map<string, number>;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const emptyResponsible = (): ResponsibleState => ({
  limits: new Map(),
  realityCheck: new Map(),
  exclusions: new Map(),
  sessionStarts: new Map(),
});

/** A copy that later in-place changes do not reach (for the rollback snapshot). */
export const copyResponsible = (r: ResponsibleState): ResponsibleState => ({
  limits: new Map(
    [...r.limits].map(([id, l]) => [
      id,
      { DAILY: { ...l.DAILY }, WEEKLY: { ...l.WEEKLY }, MONTHLY: { ...l.MONTHLY } },
    ]),
  ),
  realityCheck: new Map(r.realityCheck),
  exclusions: new Map(r.exclusions),
  sessionStarts: new Map(r.sessionStarts),
});

/** [start, end) of the UTC day, week (Monday) or month around `at`. */
export function periodWindow(period: LimitPeriod, at: number): [number, number] {
  const d = new Date(at);
  const day = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  if (period === 'DAILY') return [day, day + DAY];
  if (period === 'WEEKLY') {
    const monday = day - ((d.getUTCDay() + 6) % 7) * DAY;
    return [monday, monday + 7 * DAY];
  }
  return [
    Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1),
    Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1),
  ];
}

/** The member's limits with every cooling-off that has passed applied. */
export function limitsOf(
  r: ResponsibleState,
  memberId: number,
  at: number,
): Record<LimitPeriod, LimitSetting> {
  let limits = r.limits.get(memberId);
  if (!limits) {
    limits = {
      DAILY: { amount: null, pending: null },
      WEEKLY: { amount: null, pending: null },
      MONTHLY: { amount: null, pending: null },
    };
    r.limits.set(memberId, limits);
  }
  for (const setting of Object.values(limits)) {
    if (setting.pending && setting.pending.effectiveAt <= at) {
      setting.amount = setting.pending.amount;
      setting.pending = null;
    }
  }
  return limits;
}

// Orders still open or paid count against a limit; failed, cancelled and expired ones do not.
const counts = (d: Deposit): boolean => d.status === 'PENDING' || d.status === 'SUCCESS';

/** Cents the member deposited in the period around `at`. */
export function depositedIn(state: WorldState, memberId: number, period: LimitPeriod, at: number): number {
  const [from, to] = periodWindow(period, at);
  return state.deposits
    .filter((d) => d.memberId === memberId && counts(d) && d.createdAt >= from && d.createdAt < to)
    .reduce((sum, d) => sum + d.amount, 0);
}

/**
 * Sets one period's limit: lower (or a first limit) applies at once and drops a pending change; the
 * current amount again cancels a pending change; higher or none waits out the cooling-off.
 */
export function setLimit(
  r: ResponsibleState,
  memberId: number,
  period: LimitPeriod,
  amount: number | null,
  at: number,
): void {
  const setting = limitsOf(r, memberId, at)[period];
  const current = setting.amount;
  if (amount !== null && amount !== current && (current === null || amount < current))
    setting.amount = amount;
  setting.pending = amount === setting.amount ? null : { amount, effectiveAt: at + COOLING_OFF_HOURS * HOUR };
}

/** The first limit a deposit of `cents` would break, with what remains of it; null when none. */
export function brokenLimit(
  state: WorldState,
  member: Member,
  cents: number,
  at: number,
): { period: LimitPeriod; limit: number; remaining: number } | null {
  const limits = limitsOf(state.responsible, member.id, at);
  for (const period of LIMIT_PERIODS) {
    const limit = limits[period].amount;
    if (limit === null) continue;
    const remaining = Math.max(0, limit - depositedIn(state, member.id, period, at));
    if (cents > remaining) return { period, limit, remaining };
  }
  return null;
}

/** When an exclusion of that period started at `at` ends; null when permanent. */
export function exclusionEnd(period: ExclusionPeriod, at: number): number | null {
  const d = new Date(at);
  const months = (n: number) =>
    Date.UTC(
      d.getUTCFullYear(),
      d.getUTCMonth() + n,
      d.getUTCDate(),
      d.getUTCHours(),
      d.getUTCMinutes(),
      d.getUTCSeconds(),
    );
  switch (period) {
    case '24h':
      return at + DAY;
    case '7d':
      return at + 7 * DAY;
    case '30d':
      return at + 30 * DAY;
    case '6m':
      return months(6);
    case '1y':
      return months(12);
    case 'permanent':
      return null;
  }
}

/** The member's exclusion in force at `at`, if any (one that ended is forgotten). */
export function exclusionOf(r: ResponsibleState, memberId: number, at: number): Exclusion | null {
  const found = r.exclusions.get(memberId);
  if (found && found.endsAt !== null && found.endsAt <= at) {
    r.exclusions.delete(memberId);
    return null;
  }
  return found ?? null;
}
