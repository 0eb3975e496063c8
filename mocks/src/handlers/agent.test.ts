import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { failureOf } from '../testing/expect-failure';
import { useSandboxServer } from '../testing/use-sandbox-server';

const sandbox = useSandboxServer();
const month = (): { startDate: string; endDate: string } => {
  const end = new Date();
  const start = new Date(end.getTime() - 29 * 86_400_000);
  return { startDate: start.toISOString().slice(0, 10), endDate: end.toISOString().slice(0, 10) };
};

describe('the agent centre', () => {
  it('hands out the team one level at a time, each node saying whether it has downlines', async () => {
    const agent = await sandbox().loginAs('agent', 'agent1234');
    const top = await agent.agent.listDownlines({ directOnly: true, pageNo: 1, pageSize: 50 });
    const subs = top.list.filter((d) => d.account.startsWith('sub'));
    expect(subs.map((d) => d.account)).toEqual(['sub1', 'sub2', 'sub3']);
    expect(
      subs.every((d) => d.level === 1 && d.role === 'AGENT' && d.directCount === 2 && d.teamSize === 8),
    ).toBe(true);
    expect(top.list.find((d) => d.account === 'demo')).toMatchObject({
      role: 'PLAYER',
      directCount: 0,
      teamSize: 0,
    });
    const second = await agent.agent.listDownlines({ parentAccount: 'sub1', pageNo: 1, pageSize: 50 });
    expect(second.list.map((d) => [d.account, d.level, d.directCount])).toEqual([
      ['sub1a', 2, 3],
      ['sub1b', 2, 3],
    ]);
    const leaves = await agent.agent.listDownlines({ parentAccount: 'SUB1A', pageNo: 1, pageSize: 2 });
    expect(leaves).toMatchObject({ total: 3, pageSize: 2 });
    expect(leaves.list.map((d) => [d.account, d.level, d.directCount])).toEqual([
      ['p1a1', 3, 0],
      ['p1a2', 3, 0],
    ]);
  });

  it('refuses a tree level outside the agent team', async () => {
    const sub1 = await sandbox().loginAs('sub1', 'pass1234');
    const error = await failureOf(sub1.agent.listDownlines({ parentAccount: 'sub2a' }));
    expect(error.status).toBe(404);
  });

  it("gives the agent its affiliate link, and a visitor registering through it joins the agent's team", async () => {
    const sub1 = await sandbox().loginAs('sub1', 'pass1234');
    const link = await sub1.agent.getAffiliateLink();
    expect(link.code).toBe('SUB101');
    expect(new URL(link.url).searchParams.get('referralCode')).toBe('SUB101');
    const sub1a = await sandbox().loginAs('sub1a', 'pass1234');
    const own = await sub1a.agent.getAffiliateLink();
    expect(own.code).toBe('ASUB1A');
    expect(await sandbox().sdk().agent.checkAffiliate({ code: own.code, domain: '127.0.0.1' })).toMatchObject(
      { valid: true, agentAccount: 'sub1a' },
    );
  });

  it('totals every matching transaction, not the page, and narrows to direct downlines', async () => {
    const agent = await sandbox().loginAs('agent', 'agent1234');
    const range = month();
    const first = await agent.agent.listDownlineTransactions({ ...range, pageNo: 1, pageSize: 5 });
    const all = await agent.agent.listDownlineTransactions({ ...range, pageNo: 1, pageSize: 100 });
    expect(first.summary).toEqual(all.summary);
    expect(all.summary.count).toBe(all.total);
    const cents = (values: number[]) => values.reduce((sum, v) => sum + Math.round(v * 100), 0) / 100;
    if (all.total <= 100)
      expect(all.summary.amountIn).toBe(cents(all.list.filter((t) => t.amount > 0).map((t) => t.amount)));
    const direct = await agent.agent.listDownlineTransactions({
      ...range,
      directOnly: true,
      pageNo: 1,
      pageSize: 100,
    });
    const directAccounts = new Set(
      (await agent.agent.listDownlines({ directOnly: true, pageSize: 100 })).list.map((d) => d.account),
    );
    expect(direct.list.every((t) => directAccounts.has(t.account))).toBe(true);
    expect(direct.total).toBeLessThan(all.total);
  });

  it('reports a direct downline on its own or with its team', async () => {
    const agent = await sandbox().loginAs('agent', 'agent1234');
    const range = month();
    const team = await agent.agent.getPalStatements({ ...range, account: 'sub1' });
    const own = await agent.agent.getPalStatements({ ...range, account: 'sub1', directOnly: true });
    expect(team.list[0]?.teamSize).toBe(8);
    expect(Math.abs(own.list[0]!.validBet)).toBeLessThan(Math.abs(team.list[0]!.validBet));
    const bets = await agent.records.listBetRecords({
      ...range,
      scope: 'TEAM',
      directOnly: true,
      pageSize: 100,
    });
    expect(bets.list.some((b) => b.account === 'sub1')).toBe(true);
    expect(bets.list.every((b) => !/^(sub\d[ab]|p\d)/.test(b.account))).toBe(true);
  });

  it('states the next real-time settlement on the sandbox clock, and settles a new period when it passes', async () => {
    const agent = await sandbox().loginAs('agent', 'agent1234');
    const today = new Date().toISOString().slice(0, 10);
    const before = await agent.agent.listRealtimeWages({ startDate: today, endDate: today, pageSize: 100 });
    const next = Date.parse(`${before.nextSettlementTime!.replace(' ', 'T')}Z`);
    const server = Date.parse(`${before.serverTime!.replace(' ', 'T')}Z`);
    expect(next % 300_000).toBe(0);
    expect(next - server).toBeGreaterThan(0);
    expect(next - server).toBeLessThanOrEqual(300_000);
    await sandbox().control('POST', 'clock', { advanceMs: 300_000 });
    const after = await agent.agent.listRealtimeWages({ startDate: today, endDate: today, pageSize: 100 });
    // Near midnight the new period may fall on the next day: then the list cannot grow today.
    if (next < Date.parse(`${today}T23:55:00Z`)) expect(after.total).toBeGreaterThan(before.total);
    expect(after.nextSettlementTime).not.toBe(before.nextSettlementTime);
  });

  it('sends a transfer to a downline once per key', async () => {
    const agent = await sandbox().loginAs('agent', 'agent1234');
    const idempotencyKey = randomUUID();
    const input = {
      'Idempotency-Key': idempotencyKey,
      downlineAccount: 'p1a1',
      amount: 12.5,
      paymentPassword: '246810',
    };
    const [a, b] = await Promise.all([
      agent.wallet.transferToDownline(input).catch((e: unknown) => e),
      agent.wallet.transferToDownline(input).catch((e: unknown) => e),
    ]);
    expect([a, b].filter((x) => !(x instanceof Error)).length).toBeGreaterThanOrEqual(1);
    const read = await agent.wallet.getMoneyRequest({ idempotencyKey });
    expect(read).toMatchObject({ state: 'APPLIED', operationId: 'transferToDownline' });
    expect([a, b].filter((x) => !(x instanceof Error))).toHaveLength(2);
  });
});
