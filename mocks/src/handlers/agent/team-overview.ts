/** The agent centre's overview: the team's size, new and active members and money over a date range. */
import { defineHandlers } from '../../http/operation';
import type { Ctx } from '../../http/types';
import { settle } from '../../world/settlements';
import { figures, teamOf } from '../../world/team';
import { agentOf } from '../agent-access';
import { dateWindow, money, palFigures } from '../format';

/** The team overview handlers. */
export const teamOverviewHandlers = defineHandlers({
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
});
