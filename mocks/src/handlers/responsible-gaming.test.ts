import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { advanceClock } from '../controls/controls';
import { failureOf } from '../testing/expect-failure';
import { useSandboxServer } from '../testing/use-sandbox-server';
import { periodWindow } from '../world/responsible';

const sandbox = useSandboxServer();
const HOUR = 3_600_000;
const deposit = (amount: number) => ({ 'Idempotency-Key': randomUUID(), methodId: 'MOMO', amount });
const limitOf = (value: { depositLimits: { period: string; amount: number | null }[] }, period: string) =>
  value.depositLimits.find((l) => l.period === period)!;

describe('deposit limits', () => {
  it('refuses a deposit over what remains, naming the limit and the remainder', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    await demo.responsibleGaming.setDepositLimit({ period: 'DAILY', amount: 1000 });
    await demo.wallet.createDeposit(deposit(600));
    const refused = await failureOf(demo.wallet.createDeposit(deposit(500)));
    expect(refused.message).toBe(
      'Deposit limit: your daily limit is 1000.00 and 400.00 remains until it resets',
    );
    expect(refused.value).toEqual({ depositLimit: { period: 'DAILY', limit: 1000, remaining: 400 } });
    expect(limitOf(await demo.responsibleGaming.getResponsibleGaming(), 'DAILY')).toMatchObject({
      amount: 1000,
      used: 600,
      remaining: 400,
    });
    await expect(demo.wallet.createDeposit(deposit(400))).resolves.toMatchObject({ amount: 400 });
  });

  it('applies a decrease at once and an increase only after the cooling-off', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    await demo.responsibleGaming.setDepositLimit({ period: 'WEEKLY', amount: 2000 });
    const lowered = await demo.responsibleGaming.setDepositLimit({ period: 'WEEKLY', amount: 1500 });
    expect(limitOf(lowered, 'WEEKLY')).toMatchObject({ amount: 1500, pending: null });
    const raised = await demo.responsibleGaming.setDepositLimit({ period: 'WEEKLY', amount: 5000 });
    expect(raised.coolingOffHours).toBe(24);
    expect(limitOf(raised, 'WEEKLY')).toMatchObject({ amount: 1500, pending: { amount: 5000 } });
    expect((await failureOf(demo.wallet.createDeposit(deposit(1600)))).message).toContain(
      'weekly limit is 1500.00',
    );
    advanceClock(23 * HOUR);
    expect(limitOf(await demo.responsibleGaming.getResponsibleGaming(), 'WEEKLY').amount).toBe(1500);
    advanceClock(HOUR);
    expect(limitOf(await demo.responsibleGaming.getResponsibleGaming(), 'WEEKLY')).toMatchObject({
      amount: 5000,
      pending: null,
    });
  });

  it('removes a limit only after the cooling-off, and the current amount again cancels the change', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    await demo.responsibleGaming.setDepositLimit({ period: 'MONTHLY', amount: 3000 });
    expect(
      limitOf(await demo.responsibleGaming.setDepositLimit({ period: 'MONTHLY', amount: null }), 'MONTHLY'),
    ).toMatchObject({ amount: 3000, pending: { amount: null } });
    expect(
      limitOf(await demo.responsibleGaming.setDepositLimit({ period: 'MONTHLY', amount: 3000 }), 'MONTHLY'),
    ).toMatchObject({ amount: 3000, pending: null });
    advanceClock(25 * HOUR);
    expect(limitOf(await demo.responsibleGaming.getResponsibleGaming(), 'MONTHLY').amount).toBe(3000);
  });

  it('refuses a limit that is not a positive amount, and trial members', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    expect(
      (await failureOf(demo.responsibleGaming.setDepositLimit({ period: 'DAILY', amount: 10.001 }))).message,
    ).toBe('amount: must be a positive amount with at most 2 decimals');
    const trial = sandbox().sdk();
    await trial.session.freePlayLogin({ loginDeviceId: randomUUID(), os: 'Linux' });
    expect((await failureOf(trial.responsibleGaming.getResponsibleGaming())).message).toBe(
      'in_need_true_account',
    );
  });

  it('counts UTC days, weeks from Monday and months', () => {
    const at = Date.UTC(2026, 4, 14, 15, 30); // a Thursday
    expect(periodWindow('DAILY', at)).toEqual([Date.UTC(2026, 4, 14), Date.UTC(2026, 4, 15)]);
    expect(periodWindow('WEEKLY', at)).toEqual([Date.UTC(2026, 4, 11), Date.UTC(2026, 4, 18)]);
    expect(periodWindow('MONTHLY', at)).toEqual([Date.UTC(2026, 4, 1), Date.UTC(2026, 5, 1)]);
  });
});

describe('reality check', () => {
  it("counts the session from the login on the server's clock, with the bets settled since", async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    await demo.responsibleGaming.setRealityCheck({ intervalMinutes: 30 });
    advanceClock(31 * 60_000);
    await sandbox().control('POST', 'bet', { account: 'demo', stake: 100, payout: 40 });
    const summary = await demo.responsibleGaming.getSessionSummary();
    expect(summary.elapsedSeconds).toBeGreaterThanOrEqual(31 * 60);
    expect(summary).toMatchObject({ betCount: 1, betAmount: 100, winLoss: -60, realityCheckMinutes: 30 });
  });

  it('takes only the offered intervals or off', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    expect((await failureOf(demo.responsibleGaming.setRealityCheck({ intervalMinutes: 7 }))).message).toBe(
      'intervalMinutes: choose one of 15, 30, 60, 120 or none',
    );
    expect(
      (await demo.responsibleGaming.setRealityCheck({ intervalMinutes: null })).realityCheckMinutes,
    ).toBeNull();
  });
});

describe('time-out and self-exclusion', () => {
  it('ends every session and refuses login until the end, naming it', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const other = await sandbox().loginAs('demo', 'demo1234');
    const timeOut = await demo.responsibleGaming.startExclusion({ kind: 'TIME_OUT', period: '24h' });
    expect(timeOut.endTime).not.toBeNull();
    expect((await failureOf(other.member.getMemberInfo())).status).toBe(401);
    const refused = await failureOf(sandbox().loginAs('demo', 'demo1234'));
    expect(refused.message).toBe(`You are on a time-out until ${timeOut.endTime} (UTC)`);
    expect(refused.value).toMatchObject({ exclusion: { kind: 'TIME_OUT', endTime: timeOut.endTime } });
    advanceClock(24 * HOUR);
    await expect(sandbox().loginAs('demo', 'demo1234')).resolves.toBeDefined();
  });

  it('refuses a period of the other kind; a permanent exclusion has no end', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    expect(
      (await failureOf(demo.responsibleGaming.startExclusion({ kind: 'TIME_OUT', period: '1y' }))).message,
    ).toBe('period: 1y is not a period of TIME_OUT, choose 24h, 7d, 30d');
    expect(
      (await demo.responsibleGaming.startExclusion({ kind: 'SELF_EXCLUSION', period: 'permanent' })).endTime,
    ).toBeNull();
    expect((await failureOf(sandbox().loginAs('demo', 'demo1234'))).message).toBe(
      'You have excluded yourself permanently',
    );
  });
});
