/** A big team for benchmarks and demos: thousands of downlines under one agent, the same every time. */
import { now, runtime } from '../runtime';
import { addMember, post } from '../world/members';
import { MEMBER_TYPE, type Member, type WorldState } from '../world/model';
import { isAgent } from '../world/team';

/** The most downlines one call may add. */
export const MAX_TEAM_SIZE = 20_000;

const byAccount = (state: WorldState, account: string): Member | undefined => {
  const wanted = account.trim().toLowerCase();
  for (const m of state.members.values()) if (m.account.toLowerCase() === wanted) return m;
  return undefined;
};

/** What `growTeam` added. */
export interface GrownTeam {
  parent: string;
  added: number;
  /** New direct downlines of `parent` (agents); the rest are players spread evenly below them. */
  direct: number;
}

/**
 * Adds `size` downlines under agent `parent`: one in ten a direct agent downline (`<parent>x0`,
 * `<parent>x1`, ...), the others players shared out in turn below those agents, so the tree has a
 * long first level (paged) and small second levels. Deterministic: the same call builds the same
 * team; a second call under the same parent is refused (its names are taken). Until the next reset.
 */
export function growTeam(parent: string, size: number): GrownTeam {
  if (!Number.isInteger(size) || size < 1 || size > MAX_TEAM_SIZE)
    throw new Error(`size must be a whole number from 1 to ${MAX_TEAM_SIZE}`);
  const { state } = runtime.world;
  const upline = byAccount(state, parent);
  if (!upline || !isAgent(upline)) throw new Error(`parent: no agent ${parent}`);
  const prefix = `${upline.account}x`;
  if (byAccount(state, `${prefix}0`)) throw new Error(`parent: ${parent} already has a grown team`);
  const direct = Math.max(1, Math.ceil(size / 10));
  const at = now();
  const agents: Member[] = [];
  for (let i = 0; i < size; i++) {
    const isDirect = i < direct;
    const m = addMember(
      state,
      {
        account: `${prefix}${i}`,
        password: 'pass1234',
        type: isDirect ? MEMBER_TYPE.agentL1 : MEMBER_TYPE.player,
        uplineId: isDirect ? upline.id : (agents[(i - direct) % direct]?.id ?? upline.id),
        rebateRate: 0.5,
      },
      at - i * 60_000,
    );
    // Some money on most accounts, through the ledger as every balance is.
    if (i % 7 > 0) post(state, m, 'DEPOSIT', (i % 7) * 1000, at, 'Bank transfer');
    if (isDirect) agents.push(m);
  }
  return { parent: upline.account, added: size, direct };
}
