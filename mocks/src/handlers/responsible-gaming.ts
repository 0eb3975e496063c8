/**
 * responsibleGaming: deposit limits, the reality check's interval and session figures, time-out and
 * self-exclusion. The limits are enforced by `createDeposit` and exclusions by login (see the
 * `checkDepositLimits` and `checkNotExcluded` calls there).
 */
import type { Schemas } from '@lobby/sdk';
import { refuse } from '../http/envelope';
import { defineHandlers } from '../http/operation';
import type { Ctx } from '../http/types';
import { now } from '../runtime';
import type { Member, WorldState } from '../world/model';
import {
  brokenLimit,
  COOLING_OFF_HOURS,
  depositedIn,
  EXCLUSION_PERIODS,
  exclusionEnd,
  exclusionOf,
  LIMIT_PERIODS,
  limitsOf,
  periodWindow,
  REALITY_CHECK_MINUTES,
  setLimit,
  type Exclusion,
} from '../world/responsible';
import { endSessionsOf } from '../world/sessions';
import type { World } from '../world/world';
import { me, money, realMember, stamp, toCents } from './format';

const PERIOD_WORD = { DAILY: 'daily', WEEKLY: 'weekly', MONTHLY: 'monthly' } as const;

function settingsView(state: WorldState, m: Member): Schemas['ResponsibleGaming'] {
  const at = now();
  const limits = limitsOf(state.responsible, m.id, at);
  return {
    depositLimits: LIMIT_PERIODS.map((period) => {
      const { amount, pending } = limits[period];
      const used = depositedIn(state, m.id, period, at);
      return {
        period,
        amount: amount === null ? null : money(amount),
        used: money(used),
        remaining: amount === null ? null : money(Math.max(0, amount - used)),
        periodEndTime: stamp(periodWindow(period, at)[1]),
        pending: pending
          ? {
              amount: pending.amount === null ? null : money(pending.amount),
              effectiveTime: stamp(pending.effectiveAt),
            }
          : null,
      };
    }),
    coolingOffHours: COOLING_OFF_HOURS,
    realityCheckMinutes: state.responsible.realityCheck.get(m.id) ?? null,
    serverTime: stamp(at),
  };
}

const exclusionView = (e: Exclusion): Schemas['Exclusion'] => ({
  kind: e.kind,
  period: e.period,
  startTime: stamp(e.startedAt),
  endTime: e.endsAt === null ? null : stamp(e.endsAt),
});

/** Refuses a deposit of `cents` over what remains of one of the member's limits, naming it. */
export function checkDepositLimits(state: WorldState, m: Member, cents: number): void {
  const broken = brokenLimit(state, m, cents, now());
  if (!broken) return;
  const { period, limit, remaining } = broken;
  throw refuse(
    `Deposit limit: your ${PERIOD_WORD[period]} limit is ${money(limit).toFixed(2)} and ${money(remaining).toFixed(2)} remains until it resets`,
    {
      depositLimit: { period, limit: money(limit), remaining: money(remaining) },
    },
  );
}

/** Refuses a login while the member is on a time-out or self-excluded, naming the end. */
export function checkNotExcluded(state: WorldState, m: Member): void {
  const e = exclusionOf(state.responsible, m.id, now());
  if (!e) return;
  const what = e.kind === 'TIME_OUT' ? 'You are on a time-out' : 'You have excluded yourself';
  throw refuse(e.endsAt === null ? `${what} permanently` : `${what} until ${stamp(e.endsAt)} (UTC)`, {
    exclusion: exclusionView(e),
  });
}

/** Notes when a session started, for the reality check. */
export function startSession(world: World, token: string): void {
  world.state.responsible.sessionStarts.set(token, now());
}

function getSessionSummary(ctx: Ctx<'getSessionSummary'>): Schemas['SessionSummary'] {
  const m = me(ctx);
  const { state } = ctx.world;
  const at = now();
  const starts = state.responsible.sessionStarts;
  // A session from before the sandbox noted starts counts from the first time it is asked about.
  if (ctx.token && !starts.has(ctx.token)) starts.set(ctx.token, at);
  const start = (ctx.token && starts.get(ctx.token)) || at;
  const bets = state.bets.filter(
    (b) => b.memberId === m.id && b.status === 'SETTLED' && b.time >= start && b.time <= at,
  );
  return {
    startTime: stamp(start),
    serverTime: stamp(at),
    elapsedSeconds: Math.floor((at - start) / 1000),
    betCount: bets.length,
    betAmount: money(bets.reduce((sum, b) => sum + b.stake, 0)),
    winLoss: money(bets.reduce((sum, b) => sum + b.payout - b.stake, 0)),
    realityCheckMinutes: state.responsible.realityCheck.get(m.id) ?? null,
  };
}

function startExclusion(ctx: Ctx<'startExclusion'>): Schemas['Exclusion'] {
  const m = realMember(ctx);
  const { kind, period } = ctx.input;
  if (!EXCLUSION_PERIODS[kind].includes(period))
    throw refuse(
      `period: ${period} is not a period of ${kind}, choose ${EXCLUSION_PERIODS[kind].join(', ')}`,
    );
  const at = now();
  const exclusion: Exclusion = { kind, period, startedAt: at, endsAt: exclusionEnd(period, at) };
  const { state } = ctx.world;
  state.responsible.exclusions.set(m.id, exclusion);
  // Every session of the member ends, in every tab and device.
  endSessionsOf(state, m.id, 'SELF_EXCLUDED');
  return exclusionView(exclusion);
}

/** The responsibleGaming tag's handlers. */
export const responsibleGamingHandlers = defineHandlers({
  getResponsibleGaming: (ctx: Ctx<'getResponsibleGaming'>) => settingsView(ctx.world.state, realMember(ctx)),
  setDepositLimit: (ctx: Ctx<'setDepositLimit'>) => {
    const m = realMember(ctx);
    const { period, amount } = ctx.input;
    const cents = amount === null ? null : toCents(amount);
    if (amount !== null && cents === null)
      throw refuse('amount: must be a positive amount with at most 2 decimals');
    setLimit(ctx.world.state.responsible, m.id, period, cents, now());
    return settingsView(ctx.world.state, m);
  },
  setRealityCheck: (ctx: Ctx<'setRealityCheck'>) => {
    const m = realMember(ctx);
    const minutes = ctx.input.intervalMinutes;
    if (minutes !== null && !REALITY_CHECK_MINUTES.includes(minutes))
      throw refuse(`intervalMinutes: choose one of ${REALITY_CHECK_MINUTES.join(', ')} or none`);
    ctx.world.state.responsible.realityCheck.set(m.id, minutes);
    return settingsView(ctx.world.state, m);
  },
  getSessionSummary,
  startExclusion,
});
