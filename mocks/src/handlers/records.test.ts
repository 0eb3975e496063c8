import { describe, expect, it } from 'vitest';
import { now } from '../runtime';
import { failureOf } from '../testing/expect-failure';
import { useSandboxServer } from '../testing/use-sandbox-server';

const sandbox = useSandboxServer();
const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const lastDays = (days: number) => ({ startDate: day(now() - (days - 1) * 86_400_000), endDate: day(now()) });
const cents = (amounts: number[]): number => amounts.reduce((sum, a) => sum + Math.round(a * 100), 0);

describe('records', () => {
  it("totals the account record over every page of the range, not the page's rows", async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const range = lastDays(31);
    const first = await demo.records.listTransactions({ ...range, pageNo: 1, pageSize: 5 });
    const all = await demo.records.listTransactions({ ...range, pageNo: 1, pageSize: 100 });
    expect(first.list).toHaveLength(5);
    expect(all.total).toBeGreaterThan(5);
    expect(first.summary).toEqual(all.summary);
    expect(all.summary.count).toBe(all.total);
    expect(Math.round(all.summary.amountIn * 100)).toBe(
      cents(all.list.filter((t) => t.amount > 0).map((t) => t.amount)),
    );
    const deposits = await demo.records.listTransactions({
      ...range,
      type: 'DEPOSIT',
      pageNo: 1,
      pageSize: 100,
    });
    expect(deposits.list.every((t) => t.type === 'DEPOSIT')).toBe(true);
    expect(deposits.summary.count).toBe(deposits.total);
    expect(deposits.total).toBeLessThan(all.total);
  });

  it('gives the profit and loss of every day of the range, adding up to the win/loss of the range', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const range = lastDays(30);
    const profit = await demo.records.getPersonalProfit(range);
    expect(profit.byDay.map((d) => d.date)).toHaveLength(30);
    expect(profit.byDay[0]?.date).toBe(range.startDate);
    expect(profit.byDay.at(-1)?.date).toBe(range.endDate);
    expect(cents(profit.byDay.map((d) => d.winLoss))).toBe(Math.round(profit.winLoss * 100));
    expect(profit.byDay.some((d) => d.profitAndLoss !== 0)).toBe(true);
  });

  it('filters bonuses by type, with the total of the range', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const range = lastDays(31);
    const rebates = await demo.records.listBonusDetails({
      ...range,
      bonusType: 'REBATE',
      pageNo: 1,
      pageSize: 100,
    });
    expect(rebates.total).toBeGreaterThan(0);
    expect(rebates.list.every((b) => b.bonusType === 'REBATE')).toBe(true);
    expect(Math.round(rebates.totalAmount * 100)).toBe(cents(rebates.list.map((b) => b.amount)));
    const vip = await demo.records.listBonusDetails({ ...range, bonusType: 'VIP', pageNo: 1, pageSize: 100 });
    expect(vip).toMatchObject({ total: 0, list: [], totalAmount: 0 });
  });

  it('refuses a reversed range and one over 31 days on every record', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const reversed = { startDate: lastDays(1).endDate, endDate: lastDays(7).startDate };
    const long = lastDays(32);
    for (const range of [reversed, long]) {
      expect((await failureOf(demo.records.listBetRecords({ ...range, pageNo: 1 }))).status).toBe(400);
      expect((await failureOf(demo.records.listTransactions({ ...range, pageNo: 1 }))).status).toBe(400);
      expect((await failureOf(demo.records.getPersonalProfit(range))).status).toBe(400);
      expect((await failureOf(demo.records.listBonusDetails({ ...range, pageNo: 1 }))).status).toBe(400);
    }
  });
});
