/** The agent's downlines: registering one, the team's list (whole, direct or one node's), and editing one. */
import type { Schemas } from '@lobby/sdk';
import { notFound, refuse } from '../../http/envelope';
import { defineHandlers } from '../../http/operation';
import type { Ctx } from '../../http/types';
import { now } from '../../runtime';
import { addMember } from '../../world/members';
import { MEMBER_TYPE, type Member, type WorldState } from '../../world/model';
import { checkField } from '../../world/registration';
import { endSessionsOf } from '../../world/sessions';
import { childrenIndex, isAgent, teamOf } from '../../world/team';
import { agentOf } from '../agent-access';
import { findAccount, money, page, stamp } from '../format';

function downlineView(
  state: WorldState,
  m: Member,
  level: number,
  children = childrenIndex(state),
): Schemas['Downline'] {
  return {
    memberId: String(m.id),
    account: m.account,
    nickname: m.nickname,
    type: m.type,
    role: isAgent(m) ? 'AGENT' : 'PLAYER',
    level,
    uplineAccount: m.uplineId === null ? null : (state.members.get(m.uplineId)?.account ?? null),
    status: m.disabled ? 'DISABLED' : 'ACTIVE',
    balance: money(m.balance),
    teamSize: teamOf(state, m.id, children).length,
    directCount: children.get(m.id)?.length ?? 0,
    rebateRate: m.rebateRate,
    remark: m.remark,
    registerTime: stamp(m.createdAt),
    lastLoginTime: m.lastLoginAt === null ? null : stamp(m.lastLoginAt),
  };
}

/** The downline handlers. */
export const downlineHandlers = defineHandlers({
  registerDownline: (ctx: Ctx<'registerDownline'>) => {
    const me = agentOf(ctx);
    const { state } = ctx.world;
    const {
      username,
      password,
      confirmPassword,
      role,
      nickname,
      rebateRate,
      mobileNum,
      countryDialingCode,
      remark,
    } = ctx.input;
    const problem = checkField('username', username, true) ?? checkField('password', password, true);
    if (problem) throw refuse(problem);
    if (password !== confirmPassword) throw refuse('inconsistent_twice');
    if (findAccount(state.members.values(), username)) throw refuse('username: already exists');
    if (rebateRate !== undefined && rebateRate > (me.rebateRate ?? 2))
      throw refuse(`rebateRate: cannot exceed your own ${me.rebateRate ?? 2}%`);
    const type =
      role === 'PLAYER'
        ? MEMBER_TYPE.player
        : me.type === MEMBER_TYPE.agent || me.type === MEMBER_TYPE.agentSenior
          ? MEMBER_TYPE.agentL1
          : MEMBER_TYPE.agentL2;
    const m = addMember(
      state,
      {
        account: username.trim(),
        password,
        type,
        uplineId: me.id,
        nickname: nickname ?? username.trim(),
        rebateRate: rebateRate ?? 0,
        mobile: mobileNum ?? null,
        countryDialingCode: countryDialingCode ?? '+84',
        remark: remark ?? null,
      },
      now(),
    );
    return downlineView(state, m, 1);
  },
  listDownlines: (ctx: Ctx<'listDownlines'>) => {
    const me = agentOf(ctx);
    const { state } = ctx.world;
    const { account, role, directOnly, status, parentAccount, pageNo, pageSize } = ctx.input;
    const wanted = account?.trim().toLowerCase();
    const children = childrenIndex(state);
    const team = teamOf(state, me.id, children);
    let scope = team;
    if (parentAccount !== undefined) {
      const parent = team.find((t) => t.member.account.toLowerCase() === parentAccount.trim().toLowerCase());
      if (!parent) throw notFound(`downline ${parentAccount}`);
      scope = (children.get(parent.member.id) ?? []).map((member) => ({ member, level: parent.level + 1 }));
    } else if (directOnly) scope = team.filter((t) => t.level === 1);
    const matching = scope
      .filter((t) => !wanted || t.member.account.toLowerCase().includes(wanted))
      .filter(
        (t) =>
          (!role || (isAgent(t.member) ? 'AGENT' : 'PLAYER') === role) &&
          (!status || (t.member.disabled ? 'DISABLED' : 'ACTIVE') === status),
      );
    // Paged before the rows are drawn up: a team of thousands costs one page's work.
    const one = page(matching, pageNo, pageSize);
    return { ...one, list: one.list.map((t) => downlineView(state, t.member, t.level, children)) };
  },
  updateDownline: (ctx: Ctx<'updateDownline'>) => {
    const me = agentOf(ctx);
    const { state } = ctx.world;
    const entry = teamOf(state, me.id).find((t) => String(t.member.id) === ctx.input.memberId);
    if (!entry) throw notFound(`downline ${ctx.input.memberId}`);
    const { nickname, remark, rebateRate, status } = ctx.input;
    if (rebateRate !== undefined && rebateRate > (me.rebateRate ?? 2))
      throw refuse(`rebateRate: cannot exceed your own ${me.rebateRate ?? 2}%`);
    const m = entry.member;
    if (nickname !== undefined) m.nickname = nickname;
    if (remark !== undefined) m.remark = remark;
    if (rebateRate !== undefined) m.rebateRate = rebateRate;
    if (status !== undefined) {
      m.disabled = status === 'DISABLED';
      // A disabled member's sessions end at once.
      if (m.disabled) endSessionsOf(state, m.id, 'ACCOUNT_DISABLED');
    }
    return downlineView(state, m, entry.level);
  },
});
