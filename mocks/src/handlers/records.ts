/** records: the member's (or team's) bets, transactions, personal profit and bonuses over a date range. */
import type { Schemas } from '@lobby/sdk';
import { SandboxError } from '../http/envelope';
import { defineHandlers } from '../http/operation';
import type { Ctx } from '../http/types';
import type { Member } from '../world/model';
import { figures, isAgent, teamOf } from '../world/team';
import type { World } from '../world/world';
import {
  dateWindow,
  findAccount,
  RECORD_MAX_DAYS,
  me,
  money,
  page,
  palFigures,
  stamp,
  sumMoney,
  transactionTotals,
  transactionView,
} from './format';

const DAY_MS = 86_400_000;

function scopeOf(
  world: World,
  m: Member,
  scope: 'SELF' | 'TEAM' | undefined,
  account: string | undefined,
  directOnly = false,
): Map<number, Member> {
  if (scope !== 'TEAM') return new Map([[m.id, m]]);
  if (!isAgent(m)) throw new SandboxError(403, 'Non-agents cannot log in');
  const team = teamOf(world.state, m.id)
    .filter((t) => !directOnly || t.level === 1)
    .map((t) => t.member);
  const wanted = account ? findAccount(team, account) : undefined;
  if (account && !wanted) return new Map();
  return new Map((wanted ? [wanted] : directOnly ? team : [m, ...team]).map((x) => [x.id, x]));
}

function betRecords(ctx: Ctx<'listBetRecords'>) {
  const m = me(ctx);
  const { world, input } = ctx;
  const [from, to] = dateWindow(input, RECORD_MAX_DAYS);
  const members = scopeOf(world, m, input.scope, input.account, input.directOnly);
  const list: Schemas['BetRecord'][] = [];
  for (const b of world.state.bets) {
    if (!members.has(b.memberId) || b.time < from || b.time >= to) continue;
    const game = world.catalogue.gamesById.get(b.nodeId);
    if (!game) continue;
    const status = b.status === 'OPEN' ? 'UNSETTLED' : b.status === 'VOID' ? 'CANCELLED' : 'SETTLED';
    if (
      (input.gameType && game.category !== input.gameType) ||
      (input.vassalage && game.vassalage !== input.vassalage) ||
      (input.status && status !== input.status)
    )
      continue;
    list.push({
      betId: b.id,
      account: members.get(b.memberId)?.account ?? 'unknown',
      gameType: game.category,
      vassalage: game.vassalage,
      vendorName: game.vendorName,
      gameName: game.gameName,
      betContent: null,
      betAmount: money(b.stake),
      validBet: money(b.stake),
      payout: money(b.payout),
      winLoss: money(b.payout - b.stake),
      status,
      betTime: stamp(b.time),
      settleTime: status === 'SETTLED' ? stamp(b.time + 60_000) : null,
    });
  }
  list.sort((a, b) => (a.betTime < b.betTime ? 1 : -1));
  const sum = (pick: (r: Schemas['BetRecord']) => number): number => sumMoney(list.map(pick));
  return {
    ...page(list, input.pageNo, input.pageSize),
    summary: {
      betCount: list.length,
      betAmount: sum((r) => r.betAmount),
      validBet: sum((r) => r.validBet),
      winLoss: sum((r) => r.winLoss),
    },
  };
}

/** The records tag's handlers. */
export const recordHandlers = defineHandlers({
  listBetRecords: betRecords,
  listTransactions: (ctx: Ctx<'listTransactions'>) => {
    const m = me(ctx);
    const [from, to] = dateWindow(ctx.input, RECORD_MAX_DAYS);
    const list = ctx.world.state.transactions
      .filter(
        (t) =>
          t.memberId === m.id && t.time >= from && t.time < to && t.type !== 'BET' && t.type !== 'PAYOUT',
      )
      .filter(
        (t) =>
          (!ctx.input.type || t.type === ctx.input.type) &&
          (!ctx.input.status || t.status === ctx.input.status),
      )
      .sort((a, b) => b.time - a.time)
      .map(transactionView);
    return { ...page(list, ctx.input.pageNo, ctx.input.pageSize), summary: transactionTotals(list) };
  },
  getPersonalProfit: (ctx: Ctx<'getPersonalProfit'>) => {
    const m = me(ctx);
    const { world } = ctx;
    const [from, to] = dateWindow(ctx.input, RECORD_MAX_DAYS);
    const ids = new Set([m.id]);
    const f = figures(world.state, ids, from, to);
    const byType = new Map<string, { bet: number; payout: number }>();
    for (const b of world.state.bets) {
      if (b.memberId !== m.id || b.time < from || b.time >= to) continue;
      const type = world.catalogue.gamesById.get(b.nodeId)?.category ?? 'OTHER';
      const entry = byType.get(type) ?? { bet: 0, payout: 0 };
      entry.bet += b.stake;
      entry.payout += b.payout;
      byType.set(type, entry);
    }
    // Every day of the range, empty days included, so the chart's axis is the range itself.
    const byDay: Schemas['ProfitDay'][] = [];
    for (let day = from; day < to; day += DAY_MS) {
      const { winLoss, profitAndLoss } = palFigures(figures(world.state, ids, day, day + DAY_MS));
      byDay.push({ date: stamp(day).slice(0, 10), winLoss, profitAndLoss });
    }
    return {
      ...palFigures(f),
      byGameType: [...byType].map(([gameType, v]) => ({
        gameType,
        betAmount: money(v.bet),
        validBet: money(v.bet),
        winLoss: money(v.payout - v.bet),
      })),
      byDay,
    };
  },
  listBonusDetails: (ctx: Ctx<'listBonusDetails'>) => {
    const m = me(ctx);
    const [from, to] = dateWindow(ctx.input, RECORD_MAX_DAYS);
    const list: Schemas['BonusRecord'][] = ctx.world.state.transactions
      .filter(
        (t) =>
          t.memberId === m.id &&
          t.time >= from &&
          t.time < to &&
          (t.type === 'BONUS' || t.type === 'REBATE' || t.type === 'POINTS'),
      )
      .map((t) => ({
        bonusId: t.id,
        bonusType:
          t.type === 'REBATE'
            ? ('REBATE' as const)
            : t.type === 'POINTS'
              ? ('POINTS' as const)
              : t.remark.startsWith('Reward')
                ? ('REWARD_CENTER' as const)
                : ('PROMOTION' as const),
        name: t.remark,
        amount: money(t.amount),
        turnoverRequired: money(t.amount * 10),
        status: 'ISSUED' as const,
        createdTime: stamp(t.time),
      }))
      .filter((r) => !ctx.input.bonusType || r.bonusType === ctx.input.bonusType)
      .sort((a, b) => (a.createdTime < b.createdTime ? 1 : -1));
    return {
      ...page(list, ctx.input.pageNo, ctx.input.pageSize),
      totalAmount: sumMoney(list.map((r) => r.amount)),
    };
  },
});
