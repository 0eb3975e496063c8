/** agent: affiliate check and the agent centre (team, downlines, reports, dividends and wages). */
import type { Schemas } from '@lobby/sdk';
import { notFound, refuse } from '../http/envelope';
import { defineHandlers } from '../http/operation';
import type { Ctx } from '../http/types';
import { now } from '../runtime';
import { affiliateCodeOf } from '../world/brand';
import { addMember } from '../world/members';
import { MEMBER_TYPE, type Contract, type Member, type WorldState } from '../world/model';
import { checkField } from '../world/registration';
import { settle, type Settlement } from '../world/settlements';
import { childrenIndex, figures, isAgent, teamOf } from '../world/team';
import { agentByAffiliateCode, agentOf } from './agent-access';
import {
  dateWindow,
  findAccount,
  money,
  page,
  palFigures,
  stamp,
  sumMoney,
  transactionTotals,
  transactionView,
} from './format';

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

function settlementsFor(
  ctx: { world: { state: WorldState } },
  me: Member,
  type: Contract['type'],
  input: { startDate: string; endDate: string; role?: 'upline' | 'downline'; account?: string },
): Settlement[] {
  const { state } = ctx.world;
  const [from, to] = dateWindow(input);
  const role = input.role ?? 'upline';
  const wanted = input.account?.trim().toLowerCase();
  const contracts = state.contracts.filter(
    (c) => c.type === type && (role === 'upline' ? c.uplineId === me.id : c.downlineId === me.id),
  );
  return settle(state, contracts, from, to).filter(
    (s) =>
      !wanted || (state.members.get(s.contract.downlineId)?.account.toLowerCase() ?? '').includes(wanted),
  );
}

function wages(ctx: Ctx<'listDailyWages'>, type: Contract['type']) {
  const me = agentOf(ctx);
  const { state } = ctx.world;
  const list = settlementsFor(ctx, me, type, ctx.input).map((s): Schemas['WageRecord'] => ({
    recordId: s.recordId,
    account: state.members.get(s.contract.downlineId)?.account ?? 'unknown',
    contractId: s.contract.id,
    periodStart: stamp(s.periodStart),
    periodEnd: stamp(s.periodEnd),
    activeMember: s.activeMember,
    betAmount: money(s.validBet),
    rate: s.rate,
    amount: money(s.amount),
    status: s.status,
    issuedTime: s.status === 'ISSUED' ? stamp(s.periodEnd) : null,
  }));
  const step = type === 'DAILY' ? 86_400_000 : type === 'HOURLY' ? 3_600_000 : 300_000;
  const at = now();
  return {
    ...page(list, ctx.input.pageNo, ctx.input.pageSize),
    totalAmount: sumMoney(list.map((r) => r.amount)),
    serverTime: stamp(at),
    nextSettlementTime: stamp(Math.floor(at / step) * step + step),
  };
}

const date = (ms: number): string => stamp(ms).slice(0, 10);

/** The agent tag's handlers. */
export const agentHandlers = defineHandlers({
  checkAffiliate: (ctx: Ctx<'checkAffiliate'>) => {
    const agent = agentByAffiliateCode(ctx.world.state, ctx.input.code);
    return { code: ctx.input.code, valid: agent !== undefined, agentAccount: agent?.account ?? null };
  },
  getAffiliateLink: (ctx: Ctx<'getAffiliateLink'>) => {
    const me = agentOf(ctx);
    const code = affiliateCodeOf(me);
    return { code, url: `${ctx.origin}/register?referralCode=${encodeURIComponent(code)}` };
  },
  listAgentAnnouncements: (ctx: Ctx<'listAgentAnnouncements'>) => {
    agentOf(ctx);
    const list = ctx.world.catalogue.content.announcements
      .filter((a) => a.agentOnly)
      .map((a) => ({ id: String(a.id), title: a.title, content: a.content, timestamp: stamp(a.time) }));
    return page(list, ctx.input.pageNo, ctx.input.pageSize);
  },
  getTeamOverview: (ctx: Ctx<'getTeamOverview'>) => {
    const me = agentOf(ctx);
    const { state } = ctx.world;
    const [from, to] = dateWindow(ctx.input);
    const team = teamOf(state, me.id);
    const ids = new Set(team.map((t) => t.member.id));
    const f = figures(state, ids, from, to);
    const p = palFigures(f);
    const firstDepositAt = (id: number): number | undefined =>
      state.transactions.find((x) => x.memberId === id && x.type === 'DEPOSIT')?.time;
    const firstDeposits = team.filter((t) => {
      const at = firstDepositAt(t.member.id);
      return at !== undefined && at >= from && at < to;
    });
    const dividends = settle(
      state,
      state.contracts.filter((c) => c.uplineId === me.id && c.type === 'DIVIDEND'),
      from,
      to,
    );
    const wagesPaid = settle(
      state,
      state.contracts.filter((c) => c.uplineId === me.id && c.type !== 'DIVIDEND'),
      from,
      Math.min(to, from + 7 * 86_400_000),
    );
    return {
      teamSize: team.length,
      directDownlines: team.filter((t) => t.level === 1).length,
      newMembers: team.filter((t) => t.member.createdAt >= from && t.member.createdAt < to).length,
      activeMembers: f.activeMembers,
      firstDepositCount: firstDeposits.length,
      depositAmount: p.depositAmount,
      withdrawalAmount: p.withdrawalAmount,
      validBet: p.validBet,
      winLoss: p.winLoss,
      bonusAmount: p.bonusAmount,
      rebateAmount: p.rebateAmount,
      profitAndLoss: p.profitAndLoss,
      dividendAmount: money(dividends.reduce((sum, s) => sum + s.amount, 0)),
      wagesAmount: money(wagesPaid.reduce((sum, s) => sum + s.amount, 0)),
      teamBalance: money(team.reduce((sum, t) => sum + t.member.balance, 0)),
    };
  },
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
      if (m.disabled) for (const [token, id] of state.sessions) if (id === m.id) state.sessions.delete(token);
    }
    return downlineView(state, m, entry.level);
  },
  getPalStatements: (ctx: Ctx<'getPalStatements'>) => {
    const me = agentOf(ctx);
    const { state } = ctx.world;
    const [from, to] = dateWindow(ctx.input);
    const wanted = ctx.input.account?.trim().toLowerCase();
    const direct = teamOf(state, me.id).filter(
      (t) => t.level === 1 && (!wanted || t.member.account.toLowerCase().includes(wanted)),
    );
    const all = new Set<number>();
    const children = childrenIndex(state);
    const list = direct.map((t) => {
      const team = [t.member.id, ...teamOf(state, t.member.id, children).map((x) => x.member.id)];
      const ids = new Set(ctx.input.directOnly ? [t.member.id] : team);
      for (const id of ids) all.add(id);
      return {
        ...palFigures(figures(state, ids, from, to)),
        account: t.member.account,
        role: isAgent(t.member) ? ('AGENT' as const) : ('PLAYER' as const),
        teamSize: team.length - 1,
      };
    });
    return {
      ...page(list, ctx.input.pageNo, ctx.input.pageSize),
      summary: palFigures(figures(state, all, from, to)),
    };
  },
  getRevenueReport: (ctx: Ctx<'getRevenueReport'>) => {
    const me = agentOf(ctx);
    const { state } = ctx.world;
    const [from, to] = dateWindow(ctx.input);
    const ids = new Set(teamOf(state, me.id).map((t) => t.member.id));
    const dividends = settle(
      state,
      state.contracts.filter((c) => c.uplineId === me.id && c.type === 'DIVIDEND'),
      from,
      to,
    );
    const list: Schemas['RevenueDay'][] = [];
    for (let day = from; day < to; day += 86_400_000) {
      const f = figures(state, ids, day, day + 86_400_000);
      const dividend = dividends
        .filter((s) => s.periodEnd > day && s.periodEnd <= day + 86_400_000)
        .reduce((sum, s) => sum + s.amount, 0);
      const winLoss = f.payout - f.bet;
      list.push({
        date: date(day),
        validBet: money(f.bet),
        winLoss: money(winLoss),
        dividendAmount: money(dividend),
        wagesAmount: 0,
        rebateAmount: money(f.rebate),
        revenue: money(-winLoss - f.rebate - dividend),
      });
    }
    const sum = (
      key: 'validBet' | 'winLoss' | 'dividendAmount' | 'wagesAmount' | 'rebateAmount' | 'revenue',
    ): number => sumMoney(list.map((d) => d[key]));
    return {
      list,
      summary: {
        validBet: sum('validBet'),
        winLoss: sum('winLoss'),
        dividendAmount: sum('dividendAmount'),
        wagesAmount: sum('wagesAmount'),
        rebateAmount: sum('rebateAmount'),
        revenue: sum('revenue'),
      },
    };
  },
  listDownlineTransactions: (ctx: Ctx<'listDownlineTransactions'>) => {
    const me = agentOf(ctx);
    const { state } = ctx.world;
    const [from, to] = dateWindow(ctx.input);
    const wanted = ctx.input.account?.trim().toLowerCase();
    const team = new Map(
      teamOf(state, me.id)
        .filter((t) => !ctx.input.directOnly || t.level === 1)
        .map((t) => [t.member.id, t.member]),
    );
    const list = state.transactions
      .filter(
        (t) =>
          team.has(t.memberId) && t.time >= from && t.time < to && t.type !== 'BET' && t.type !== 'PAYOUT',
      )
      .filter((t) => !ctx.input.type || t.type === ctx.input.type)
      .filter((t) => !wanted || (team.get(t.memberId)?.account.toLowerCase() ?? '').includes(wanted))
      .sort((a, b) => b.time - a.time)
      .map((t) => ({ ...transactionView(t), account: team.get(t.memberId)?.account ?? 'unknown' }));
    return { ...page(list, ctx.input.pageNo, ctx.input.pageSize), summary: transactionTotals(list) };
  },
  listDividendRecords: (ctx: Ctx<'listDividendRecords'>) => {
    const me = agentOf(ctx);
    const { state } = ctx.world;
    const list = settlementsFor(ctx, me, 'DIVIDEND', ctx.input)
      .filter(
        (s) => !ctx.input.periodType || (s.contract.periodType ?? 'SEMI_MONTHLY') === ctx.input.periodType,
      )
      .map((s): Schemas['DividendRecord'] => ({
        recordId: s.recordId,
        account: state.members.get(s.contract.downlineId)?.account ?? 'unknown',
        contractId: s.contract.id,
        periodType: s.contract.periodType ?? 'SEMI_MONTHLY',
        periodStart: date(s.periodStart),
        periodEnd: date(s.periodEnd - 1),
        activeMember: s.activeMember,
        periodValidBet: money(s.validBet),
        periodProfitLoss: money(s.profitLoss),
        rate: s.rate,
        amount: money(s.amount),
        status: s.status,
        issuedTime: s.status === 'ISSUED' ? stamp(s.periodEnd) : null,
      }));
    return {
      ...page(list, ctx.input.pageNo, ctx.input.pageSize),
      totalAmount: sumMoney(list.map((r) => r.amount)),
    };
  },
  listDailyWages: (ctx: Ctx<'listDailyWages'>) => wages(ctx, 'DAILY'),
  listHourlyWages: (ctx: Ctx<'listHourlyWages'>) => wages(ctx, 'HOURLY'),
  listRealtimeWages: (ctx: Ctx<'listRealtimeWages'>) => wages(ctx, 'REALTIME'),
});
