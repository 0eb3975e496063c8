import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { failureOf } from '../testing/expect-failure';
import { useSandboxServer } from '../testing/use-sandbox-server';

const sandbox = useSandboxServer();

describe('points', () => {
  it('redeems a cash reward: points go down, money comes in, stock drops', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const points = (await demo.rewards.getPointsBalance()).balance;
    const money = (await demo.wallet.getBalance()).balance;
    const stock = (await demo.rewards.listPointRewards({ pageNo: 1, pageSize: 20 })).list.find(
      (r) => r.rewardId === 'R002',
    )!.quantity!;
    const redeem = await demo.rewards.redeemPointReward({
      'Idempotency-Key': randomUUID(),
      rewardId: 'R002',
      quantity: 2,
      password: 'demo1234',
    });
    expect(redeem).toMatchObject({ status: 'APPROVED', changedPoints: -10_000, redeemAmount: 100 });
    expect((await demo.rewards.getPointsBalance()).balance).toBe(points - 10_000);
    expect((await demo.wallet.getBalance()).balance).toBeCloseTo(money + 100, 2);
    expect(
      (await demo.rewards.listPointRewards({ pageNo: 1, pageSize: 20 })).list.find(
        (r) => r.rewardId === 'R002',
      )!.quantity,
    ).toBe(stock - 2);
  });

  it('refuses a wrong password and more points than the balance, changing nothing', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const points = (await demo.rewards.getPointsBalance()).balance;
    expect(
      (
        await failureOf(
          demo.rewards.redeemPointReward({
            'Idempotency-Key': randomUUID(),
            rewardId: 'R001',
            quantity: 1,
            password: 'nope',
          }),
        )
      ).message,
    ).toBe('Incorrect password');
    expect(
      (
        await failureOf(
          demo.rewards.redeemPointReward({
            'Idempotency-Key': randomUUID(),
            rewardId: 'R003',
            quantity: 1,
            password: 'demo1234',
          }),
        )
      ).message,
    ).toBe('Insufficient points');
    expect(
      (
        await failureOf(
          demo.rewards.convertPoints({
            'Idempotency-Key': randomUUID(),
            points: points + 100,
            password: 'demo1234',
          }),
        )
      ).message,
    ).toBe('Insufficient points');
    expect((await demo.rewards.getPointsBalance()).balance).toBe(points);
  });

  it('converts points to money at the configured ratio', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const { ratio } = await demo.rewards.getPointsConfig();
    const money = (await demo.wallet.getBalance()).balance;
    const result = await demo.rewards.convertPoints({
      'Idempotency-Key': randomUUID(),
      points: 1000,
      password: 'demo1234',
    });
    expect(result.redeemAmount).toBe(1000 / ratio);
    expect((await demo.wallet.getBalance()).balance).toBeCloseTo(money + 1000 / ratio, 2);
    const history = await demo.rewards.getPointTransaction({ pageNo: 1, pageSize: 5, type: 'CONVERT' });
    expect(history.list[0]?.changedPoints).toBe(-1000);
  });

  it('claims a reward once', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const [item] = (await demo.rewards.listRewardCenter({ pageNo: 1, pageSize: 20, status: 'issued' })).list;
    expect(item).toBeDefined();
    expect(
      (await demo.rewards.claimReward({ 'Idempotency-Key': randomUUID(), rewardId: item!.rewardId })).status,
    ).toBe('claimed');
    expect(
      (
        await failureOf(
          demo.rewards.claimReward({ 'Idempotency-Key': randomUUID(), rewardId: item!.rewardId }),
        )
      ).message,
    ).toBe('Already claimed');
  });
});
