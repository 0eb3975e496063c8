/** What the agent's contracts paid out: dividend records and the daily, hourly and real-time wages. */
import type { Schemas } from '@lobby/sdk';
import { defineHandlers } from '../../http/operation';
import type { Ctx } from '../../http/types';
import { now } from '../../runtime';
import type { Contract, Member, WorldState } from '../../world/model';
import { settle, type Settlement } from '../../world/settlements';
import { agentOf } from '../agent-access';
import { dateOf, dateWindow, money, page, stamp, sumMoney } from '../format';

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

/** The settlement handlers. */
export const settlementHandlers = defineHandlers({
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
        periodStart: dateOf(s.periodStart),
        periodEnd: dateOf(s.periodEnd - 1),
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
