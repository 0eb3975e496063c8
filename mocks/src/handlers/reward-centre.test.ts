import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { failureOf } from '../testing/expect-failure';
import { useSandboxServer } from '../testing/use-sandbox-server';

const sandbox = useSandboxServer();

describe('reward centre', () => {
  it('badges what can be claimed: issued rewards plus raffle draws waiting', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const issued = (await demo.rewards.listRewardCenter({ pageNo: 1, pageSize: 50, status: 'issued' })).total;
    const raffles = (await demo.content.listPromotions({ platform: 'W' })).filter(
      (p) => p.applyType === 'RAFFLE' && p.status === 'join',
    ).length;
    expect(issued).toBeGreaterThan(0);
    expect(raffles).toBeGreaterThan(0);
    expect((await demo.member.getMemberInfo()).availablePromoCount).toBe(issued + raffles);
    expect((await demo.rewards.getMissionSummary({})).rewardBadge).toBe(issued + raffles);
  });

  it("keeps a VIP level's upgrade bonus until claimed; other rewards lapse after 30 days", async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const list = (await demo.rewards.listRewardCenter({ pageNo: 1, pageSize: 50 })).list;
    expect(list.find((r) => r.source === 'VIP')).toMatchObject({ expireTime: null, status: 'issued' });
    expect(list.find((r) => r.source === 'MISSION')?.expireTime).toMatch(/^\d{4}-\d{2}-\d{2} /);
  });

  it('pays a claimed reward once and lowers the badge by one', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const [item] = (await demo.rewards.listRewardCenter({ pageNo: 1, pageSize: 50, status: 'issued' })).list;
    const before = await demo.member.getMemberInfo();
    expect(
      (await demo.rewards.claimReward({ 'Idempotency-Key': randomUUID(), rewardId: item!.rewardId })).status,
    ).toBe('claimed');
    const after = await demo.member.getMemberInfo();
    expect(after.availablePromoCount).toBe(before.availablePromoCount! - 1);
    expect(after.balance).toBeCloseTo(before.balance! + item!.amount, 2);
    expect(
      (
        await failureOf(
          demo.rewards.claimReward({ 'Idempotency-Key': randomUUID(), rewardId: item!.rewardId }),
        )
      ).message,
    ).toBe('Already claimed');
    const again = await demo.member.getMemberInfo();
    expect(again.balance).toBe(after.balance);
    expect(again.availablePromoCount).toBe(after.availablePromoCount);
  });

  it('lowers the badge when a raffle is drawn', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const raffle = (await demo.content.listPromotions({ platform: 'W' })).find(
      (p) => p.applyType === 'RAFFLE' && p.status === 'join',
    )!;
    const before = (await demo.member.getMemberInfo()).availablePromoCount!;
    await demo.content.claimRafflePromotion({ 'Idempotency-Key': randomUUID(), promotionId: raffle.id });
    expect((await demo.member.getMemberInfo()).availablePromoCount).toBe(before - 1);
  });

  it('counts a completed mission in the mission badge until its reward is claimed', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const summary = await demo.rewards.getMissionSummary({ period: 'DAILY' });
    const login = summary.missions.find((m) => m.missionId === 'M1')!;
    expect(login).toMatchObject({ status: 'issued', progress: login.target });
    const badge = summary.missionBadge;
    expect(badge).toBeGreaterThan(0);
    const reward = (
      await demo.rewards.listRewardCenter({ pageNo: 1, pageSize: 50, status: 'issued' })
    ).list.find((r) => r.rewardId.startsWith('M1-'))!;
    await demo.rewards.claimReward({ 'Idempotency-Key': randomUUID(), rewardId: reward.rewardId });
    const after = await demo.rewards.getMissionSummary({ period: 'DAILY' });
    expect(after.missionBadge).toBe(badge - 1);
    expect(after.missions.find((m) => m.missionId === 'M1')!.status).toBe('claimed');
  });
});
