/** Dividend and wage settlements, computed from contracts and the team's bets period by period. */
import { now } from '../runtime';
import type { Contract, ContractRule, WorldState } from './model';
import { teamOf } from './team';

/** One settled (or pending) period of a contract. */
export interface Settlement {
  recordId: string;
  contract: Contract;
  periodStart: number;
  periodEnd: number;
  activeMember: number;
  validBet: number;
  profitLoss: number;
  rate: number;
  amount: number;
  status: 'PENDING' | 'ISSUED' | 'NOT_QUALIFIED';
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Period boundaries of a contract type inside [from, to), newest first, at most `limit`. */
function periods(type: Contract['type'], from: number, to: number, limit: number): [number, number][] {
  const out: [number, number][] = [];
  if (type === 'DIVIDEND') {
    // Semi-monthly: the 1st to the 15th, the 16th to the month's end.
    const last = new Date(to - 1);
    for (let y = last.getUTCFullYear(), m = last.getUTCMonth(); out.length < limit; m--) {
      for (const [s, e] of [
        [Date.UTC(y, m, 16), Date.UTC(y, m + 1, 1)],
        [Date.UTC(y, m, 1), Date.UTC(y, m, 16)],
      ] as const) {
        if (s < to && e > from) out.push([s, e]);
      }
      if (Date.UTC(y, m, 1) <= from) break;
    }
    return out;
  }
  const step = type === 'DAILY' ? DAY : type === 'HOURLY' ? HOUR : 5 * 60_000;
  for (
    let start = Math.floor((Math.min(to, now()) - 1) / step) * step;
    start >= from && out.length < limit;
    start -= step
  )
    out.push([start, start + step]);
  return out;
}

function tier(
  rules: readonly ContractRule[],
  active: number,
  validBet: number,
  dailyOrHourly: number,
): ContractRule | undefined {
  return [...rules]
    .sort((a, b) => b.rate - a.rate)
    .find(
      (r) =>
        active >= (r.activeMember ?? 0) &&
        validBet >= (r.periodValidBet ?? 0) &&
        dailyOrHourly >= (r.dailyBetAmount ?? r.hourlyBetAmount ?? 0),
    );
}

/** Settlements of `contracts` over [from, to), newest first (at most 500 periods per contract). */
export function settle(
  state: WorldState,
  contracts: readonly Contract[],
  from: number,
  to: number,
): Settlement[] {
  const out: Settlement[] = [];
  for (const contract of contracts) {
    if (contract.respondedAt === null || contract.status === 'REJECTED' || contract.status === 'PENDING')
      continue;
    const ids = new Set([contract.downlineId, ...teamOf(state, contract.downlineId).map((t) => t.member.id)]);
    const bets = state.bets.filter((b) => ids.has(b.memberId) && b.time >= from && b.time < to);
    for (const [start, end] of periods(contract.type, from, to, 500)) {
      if (end <= contract.respondedAt || (contract.terminatedAt !== null && start >= contract.terminatedAt))
        continue;
      const inPeriod = bets.filter((b) => b.time >= start && b.time < end);
      const validBet = inPeriod.reduce((sum, b) => sum + b.stake, 0);
      const profitLoss = inPeriod.reduce((sum, b) => sum + b.payout - b.stake, 0);
      const activeMember = new Set(inPeriod.map((b) => b.memberId)).size;
      const best = tier(contract.rules, activeMember, validBet / 100, validBet / 100);
      const rate = best?.rate ?? 0;
      // Dividends share the house's profit (the team's loss); wages pay on turnover.
      const base = contract.type === 'DIVIDEND' ? Math.max(0, -profitLoss) : validBet;
      out.push({
        recordId: `${contract.id}-${start.toString(36)}`,
        contract,
        periodStart: start,
        periodEnd: end,
        activeMember,
        validBet,
        profitLoss,
        rate,
        amount: Math.round((base * rate) / 100),
        status: !best ? 'NOT_QUALIFIED' : end > now() ? 'PENDING' : 'ISSUED',
      });
    }
  }
  return out.sort((a, b) => b.periodStart - a.periodStart);
}
