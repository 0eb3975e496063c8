/** The agent tree: downlines at any depth, levels, and team figures over a time window. */
import { AGENT_TYPES, type Member, type WorldState } from './model';

/** A downline and its depth below the agent (1 = direct). */
export interface TeamMember {
  member: Member;
  level: number;
}

/** Each member's direct downlines, by upline id (one pass over the members). */
export function childrenIndex(state: WorldState): Map<number, Member[]> {
  const children = new Map<number, Member[]>();
  for (const m of state.members.values()) {
    if (m.uplineId === null) continue;
    const list = children.get(m.uplineId) ?? [];
    list.push(m);
    children.set(m.uplineId, list);
  }
  return children;
}

/** Every downline of `agentId`, breadth first (`children` from childrenIndex, to share one pass). */
export function teamOf(state: WorldState, agentId: number, children = childrenIndex(state)): TeamMember[] {
  const out: TeamMember[] = [];
  let frontier = [agentId];
  for (let level = 1; frontier.length > 0; level++) {
    const next: number[] = [];
    for (const id of frontier) {
      for (const child of children.get(id) ?? []) {
        out.push({ member: child, level });
        next.push(child.id);
      }
    }
    frontier = next;
  }
  return out;
}

/** True for agent member types. */
export const isAgent = (m: Member): boolean => AGENT_TYPES.includes(m.type);

/** Money figures of some members over [from, to), cents. */
export interface Figures {
  deposit: number;
  withdrawal: number;
  bet: number;
  payout: number;
  bonus: number;
  rebate: number;
  bets: number;
  activeMembers: number;
}

/** Sums the ledger and the bets of `ids` over [from, to). */
export function figures(state: WorldState, ids: ReadonlySet<number>, from: number, to: number): Figures {
  const f: Figures = {
    deposit: 0,
    withdrawal: 0,
    bet: 0,
    payout: 0,
    bonus: 0,
    rebate: 0,
    bets: 0,
    activeMembers: 0,
  };
  const active = new Set<number>();
  for (const t of state.transactions) {
    if (!ids.has(t.memberId) || t.time < from || t.time >= to) continue;
    if (t.type === 'DEPOSIT') f.deposit += t.amount;
    else if (t.type === 'WITHDRAWAL') f.withdrawal -= t.amount;
    else if (t.type === 'BONUS') f.bonus += t.amount;
  }
  for (const b of state.bets) {
    if (!ids.has(b.memberId) || b.time < from || b.time >= to) continue;
    f.bet += b.stake;
    f.payout += b.payout;
    f.bets++;
    active.add(b.memberId);
  }
  f.rebate = Math.round(f.bet * 0.005);
  f.activeMembers = active.size;
  return f;
}
