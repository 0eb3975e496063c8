/** The member's own profile: info, icon, pending contract offers and VIP progress. */
import type { Schemas } from '@lobby/sdk';
import { defineHandlers } from '../../http/operation';
import type { Ctx } from '../../http/types';
import { VIP_LEVELS } from '../../world/brand';
import { AGENT_TYPES, type Member } from '../../world/model';
import { assetUrl, me, money, stamp } from '../format';
import { claimableCount } from '../reward-centre/progress';

const isAgentType = (m: Member): boolean => AGENT_TYPES.includes(m.type);

function memberInfo(ctx: Ctx<'getMemberInfo'>): Schemas['MemberInfo'] {
  const m = me(ctx);
  const { state } = ctx.world;
  const vip = VIP_LEVELS[m.vipLevel];
  const agent = isAgentType(m);
  return {
    id: String(m.id),
    account: m.account,
    nickname: m.nickname,
    type: m.type,
    currency: 'VND',
    currencySymbol: '₫',
    balance: money(m.balance),
    mobileNum: m.mobile,
    countryDialingCode: m.mobile ? m.countryDialingCode : null,
    email: m.email,
    payeeName: m.profile.payeeName ?? null,
    hasPaymentPassword: m.paymentPassword !== null,
    hasBankCard: state.bankCards.some((c) => c.memberId === m.id),
    hasVip: m.vipLevel > 0,
    vipLabelName: vip?.labelName ?? null,
    vipRankLevel: m.vipLevel,
    unreadMessage: state.messages.filter((x) => x.memberId === m.id && !x.read).length,
    availablePromoCount: claimableCount(ctx.world, m),
    uplineAccount: m.uplineId === null ? null : (state.members.get(m.uplineId)?.account ?? null),
    enableSalary: agent,
    enableContract: agent,
    enableRealtimeSalary: agent,
    enableHourlySalary: agent,
    enableDividend: agent,
    registerTime: stamp(m.createdAt),
    lastLoginTime: m.lastLoginAt === null ? null : stamp(m.lastLoginAt),
  };
}

/** The profile handlers. */
export const profileHandlers = defineHandlers({
  getMemberInfo: memberInfo,
  getMemberIcon: (ctx: Ctx<'getMemberIcon'>) => (me(ctx), { url: assetUrl(ctx, 'images/avatar.svg') }),
  getConsolidatedFunds: (ctx: Ctx<'getConsolidatedFunds'>) => {
    const m = me(ctx);
    const pending = (type: string): number =>
      ctx.world.state.contracts.filter(
        (c) => c.downlineId === m.id && c.status === 'PENDING' && c.type === type,
      ).length;
    return {
      dailysalreqtype: pending('DAILY'),
      divtypereq: pending('DIVIDEND'),
      contracthoursalreqtype: pending('HOURLY'),
      realtimesalreqtype: pending('REALTIME'),
    };
  },
  getVipInfo: (ctx: Ctx<'getVipInfo'>) => {
    const m = me(ctx);
    const { state } = ctx.world;
    const deposit = state.transactions
      .filter((t) => t.memberId === m.id && t.type === 'DEPOSIT')
      .reduce((sum, t) => sum + t.amount, 0);
    const validBet = state.bets.filter((b) => b.memberId === m.id).reduce((sum, b) => sum + b.stake, 0);
    return {
      hasVip: m.vipLevel > 0,
      currentLevel: m.vipLevel,
      vipLabelName: VIP_LEVELS[m.vipLevel]?.labelName ?? null,
      depositAmount: money(deposit),
      validBetAmount: money(validBet),
      nextLevel: m.vipLevel + 1 < VIP_LEVELS.length ? m.vipLevel + 1 : null,
      levels: VIP_LEVELS.map((l) => ({ ...l, iconUrl: assetUrl(ctx, 'images/logo.svg') })),
    };
  },
});
