/** The agent's reports on the team: profit and loss per direct downline, revenue per day, transactions. */
import type { Schemas } from '@lobby/sdk';
import { defineHandlers } from '../../http/operation';
import type { Ctx } from '../../http/types';
import { settle } from '../../world/settlements';
import { childrenIndex, figures, isAgent, teamOf } from '../../world/team';
import { agentOf } from '../agent-access';
import {
  dateOf,
  dateWindow,
  money,
  page,
  palFigures,
  sumMoney,
  transactionTotals,
  transactionView,
} from '../format';

/** The team report handlers. */
export const teamReportHandlers = defineHandlers({
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
        date: dateOf(day),
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
});
