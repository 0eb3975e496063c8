/** Invite friends: joining it, and the referrer's code, link, friends and rewards. */
import type { Schemas } from '@lobby/sdk';
import { refuse, SandboxError } from '../../http/envelope';
import { defineHandlers } from '../../http/operation';
import type { Ctx } from '../../http/types';
import { MEMBER_TYPE } from '../../world/model';
import type { World } from '../../world/world';
import { me, money, stamp } from '../format';

/** A referred friend's account as the referrer sees it: first two and last letters. */
const masked = (account: string): string => `${account.slice(0, 2)}***${account.slice(-1)}`;

// The referrer earns 1% of each friend's first deposit; a friend who deposited has qualified.
function invitees(world: World, referrerId: number): Schemas['ReferralInvitee'][] {
  const friends = [...world.state.referrals]
    .filter(([, by]) => by === referrerId)
    .map(([id]) => world.state.members.get(id)!);
  return friends
    .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
    .map((friend) => {
      const first = world.state.transactions
        .filter((t) => t.memberId === friend.id && t.type === 'DEPOSIT')
        .sort((a, b) => a.time - b.time)[0];
      return {
        account: masked(friend.account),
        registerTime: stamp(friend.createdAt),
        qualified: first !== undefined,
        reward: first ? money(Math.floor(first.amount / 100)) : 0,
      };
    });
}

function referral(ctx: Ctx<'getReferral'>): Schemas['Referral'] {
  const m = me(ctx);
  const joined = ctx.world.state.invitedFriends.has(m.id);
  const code = `R${m.id}`;
  const people = joined ? invitees(ctx.world, m.id) : [];
  return {
    joined,
    referralCode: joined ? code : null,
    referralUrl: joined ? `${ctx.origin}/register?referralCode=${code}` : null,
    invitedCount: people.length,
    qualifiedCount: people.filter((x) => x.qualified).length,
    totalReward: money(people.reduce((sum, x) => sum + Math.round(x.reward * 100), 0)),
    pendingReward: 0,
    rules: '<p>Invite friends: earn 1% of their first deposit.</p>',
    invitees: people,
  };
}

/** The invite friends handlers. */
export const referralHandlers = defineHandlers({
  getReferral: referral,
  applyInviteFriend: (ctx: Ctx<'applyInviteFriend'>) => {
    const m = me(ctx);
    if (m.type === MEMBER_TYPE.trial) throw refuse('in_need_true_account');
    if (m.type !== MEMBER_TYPE.player)
      throw new SandboxError(403, 'invite friend only allowed player account to apply');
    ctx.world.state.invitedFriends.add(m.id);
    return referral(ctx);
  },
});
