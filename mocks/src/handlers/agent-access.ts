/** The agent area's gate: only agent member types may use it. */
import { SandboxError } from '../http/envelope';
import type { OperationContext } from '../http/operation';
import { affiliateCodeOf } from '../world/brand';
import type { Member, WorldState } from '../world/model';
import { isAgent } from '../world/team';
import { me } from './format';

/** The session's member if it is an agent; otherwise 403 'Non-agents cannot log in'. */
export function agentOf(ctx: Pick<OperationContext, 'member'>): Member {
  const member = me(ctx);
  if (!isAgent(member)) throw new SandboxError(403, 'Non-agents cannot log in');
  return member;
}

/** The agent an affiliate (invitation) code belongs to, if any. */
export function agentByAffiliateCode(state: WorldState, code: string): Member | undefined {
  const wanted = code.trim().toUpperCase();
  for (const m of state.members.values()) if (isAgent(m) && affiliateCodeOf(m) === wanted) return m;
  return undefined;
}
