/** The agent area's gate: only agent member types may use it. */
import { SandboxError } from '../http/envelope';
import type { OperationContext } from '../http/operation';
import type { Member } from '../world/model';
import { isAgent } from '../world/team';
import { me } from './format';

/** The session's member if it is an agent; otherwise 403 'Non-agents cannot log in'. */
export function agentOf(ctx: Pick<OperationContext, 'member'>): Member {
  const member = me(ctx);
  if (!isAgent(member)) throw new SandboxError(403, 'Non-agents cannot log in');
  return member;
}
