import { AGENT_MEMBER_TYPES, TRIAL_MEMBER_TYPE } from './constants.js';

/** What a member is, from its `type`: agent (1, 2, 41, 42), trial (4) or player (any other). */
export type MemberRole = 'agent' | 'trial' | 'player';

/** The role of a member type. */
export function memberRole(type: number): MemberRole {
  if (AGENT_MEMBER_TYPES.includes(type)) return 'agent';
  return type === TRIAL_MEMBER_TYPE ? 'trial' : 'player';
}
