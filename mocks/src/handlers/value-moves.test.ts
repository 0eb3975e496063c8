import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { advanceClock, injectFailure, setProcessing } from '../controls/controls';
import { operations } from '../spec/document';
import { failureOf } from '../testing/expect-failure';
import { useSandboxServer } from '../testing/use-sandbox-server';
import { MONEY_OPERATIONS } from './idempotency';

const sandbox = useSandboxServer();

const key = () => ({ 'Idempotency-Key': randomUUID() });
const takesKey = (operationId: string): boolean =>
  operations
    .find((op) => op.operationId === operationId)!
    .parameters.some((p) => p.in === 'header' && p.name === 'Idempotency-Key' && p.required);

describe('value moves (money, points, rewards)', () => {
  it('are exactly the operations whose spec requires an Idempotency-Key', () => {
    for (const id of MONEY_OPERATIONS) expect(takesKey(id), id).toBe(true);
    const keyed = operations.filter((op) => takesKey(op.operationId)).map((op) => op.operationId);
    expect(keyed.sort()).toEqual([...MONEY_OPERATIONS].sort());
  });

  it('refuse a points redeem, a conversion or a claim without its key (400 naming it), moving nothing', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const { balance } = await demo.rewards.getPointsBalance();
    const calls = [
      () => demo.rewards.redeemPointReward({ rewardId: 'R001', quantity: 1, password: 'demo1234' } as never),
      () => demo.rewards.convertPoints({ points: 1000, password: 'demo1234' } as never),
      () => demo.rewards.claimReward({ rewardId: 'M1' } as never),
      () => demo.content.claimRafflePromotion({ promotionId: '507' } as never),
    ];
    for (const call of calls)
      expect(await failureOf(call())).toMatchObject({
        status: 400,
        message: 'header parameter Idempotency-Key: is required',
      });
    expect((await demo.rewards.getPointsBalance()).balance).toBe(balance);
  });

  it('spend points once for a redeem repeated under its key after its answer was lost', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const { balance } = await demo.rewards.getPointsBalance();
    const redeem = { ...key(), rewardId: 'R001', quantity: 1, password: 'demo1234' };
    injectFailure('redeemPointReward', '502', { times: 1, afterApply: true });
    expect((await failureOf(demo.rewards.redeemPointReward(redeem))).status).toBe(502);
    const read = await demo.wallet.getMoneyRequest({ idempotencyKey: redeem['Idempotency-Key'] });
    expect(read).toMatchObject({ state: 'APPLIED', operationId: 'redeemPointReward' });
    const again = await demo.rewards.redeemPointReward(redeem);
    expect(read.result).toEqual(again);
    const convert = { ...key(), points: 1000, password: 'demo1234' };
    const converted = await demo.rewards.convertPoints(convert);
    expect(await demo.rewards.convertPoints(convert)).toEqual(converted);
    expect((await demo.rewards.getPointsBalance()).balance).toBe(
      balance + again.changedPoints + converted.changedPoints,
    );
  });

  it('read back PROCESSING while the sandbox holds a move, answer a repeat of its key 409, then settle', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    setProcessing(60_000);
    const transfer = { ...key(), fromWallet: 'MAIN', toWallet: 'PG', amount: 5 };
    const moved = await demo.wallet.walletTransfer(transfer);
    const held = await demo.wallet.getMoneyRequest({ idempotencyKey: transfer['Idempotency-Key'] });
    expect(held).toMatchObject({ state: 'PROCESSING', result: null, message: null });
    expect((await failureOf(demo.wallet.walletTransfer(transfer))).status).toBe(409);
    advanceClock(60_000);
    const settled = await demo.wallet.getMoneyRequest({ idempotencyKey: transfer['Idempotency-Key'] });
    expect(settled).toMatchObject({ state: 'APPLIED', result: moved });
    expect(await demo.wallet.walletTransfer(transfer)).toEqual(moved);
    expect(() => setProcessing(-1)).toThrow('ms must be');
  });

  it("hold a redemption to its reward's limit per member, before spending any point", async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const { balance } = await demo.rewards.getPointsBalance();
    const [reward] = (await demo.rewards.listPointRewards({ pageNo: 1, pageSize: 20 })).list.filter(
      (r) => (r.quantity ?? 0) > 10,
    );
    expect(reward?.limitPerMember).toBe(10);
    const refused = await failureOf(
      demo.rewards.redeemPointReward({
        ...key(),
        rewardId: reward!.rewardId,
        quantity: 11,
        password: 'demo1234',
      }),
    );
    expect(refused.message).toBe(`At most 10 of ${reward!.name} per member`);
    expect((await demo.rewards.getPointsBalance()).balance).toBe(balance);
  });
});
