import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { failureOf } from '../testing/expect-failure';
import { imageBytes } from '../testing/image-bytes';
import { useSandboxServer } from '../testing/use-sandbox-server';

const sandbox = useSandboxServer();
const MB = 1024 * 1024;
const png = (size = 1024, type = 'image/png') => new File([imageBytes(type, size)], 'receipt.png', { type });
/** A file sent as a png whose bytes are an SVG page with a script. */
const disguised = () =>
  new File(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'], 'receipt.png', {
    type: 'image/png',
  });
// Promotion 502 takes applications, 507 has a raffle (the seeded world's promotions).
const APPLY = '502';
const RAFFLE = '507';

describe('activity applications', () => {
  it('an application with a comment and images is listed as applying; a second one is refused', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const applied = await demo.content.applyActivity({
      promotionId: APPLY,
      comment: 'Deposited 500 yesterday',
      images: [png(), png()],
    });
    expect(applied).toMatchObject({
      promotionId: APPLY,
      status: 'applying',
      comment: 'Deposited 500 yesterday',
    });
    const page = await demo.content.listActivities({ pageNo: 1, pageSize: 20 });
    expect(page.list.map((a) => [a.promotionId, a.status])).toEqual([[APPLY, 'applying']]);
    expect((await demo.content.listPromotions({ platform: 'W' })).find((p) => p.id === APPLY)?.status).toBe(
      'applying',
    );
    expect((await failureOf(demo.content.applyActivity({ promotionId: APPLY }))).message).toBe(
      'Already applied',
    );
  });

  it("refuses the spec's images with its messages and a comment past 140 characters, recording nothing", async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const refused = async (input: Parameters<typeof demo.content.applyActivity>[0]) =>
      (await failureOf(demo.content.applyActivity(input))).message;
    expect(await refused({ promotionId: APPLY, images: [png(), png(), png(), png()] })).toBe(
      "Can't accept upload more than 3 images",
    );
    expect(await refused({ promotionId: APPLY, images: [png(1024, 'image/gif')] })).toBe(
      'Only acceptable png or jpg',
    );
    expect(await refused({ promotionId: APPLY, images: [png(5 * MB + 1)] })).toBe(
      'The image maximum size is 5MB',
    );
    expect(await refused({ promotionId: APPLY, images: [png(), disguised()] })).toBe(
      'receipt.png: the content is not a png or jpg image',
    );
    expect(
      (await failureOf(demo.content.applyActivity({ promotionId: APPLY, comment: 'x'.repeat(141) }))).status,
    ).toBe(400);
    expect((await demo.content.listActivities({ pageNo: 1, pageSize: 20 })).total).toBe(0);
    expect(
      await demo.content.applyActivity({
        promotionId: APPLY,
        comment: 'x'.repeat(140),
        images: [png(5 * MB, 'image/jpeg')],
      }),
    ).toMatchObject({ status: 'applying' });
  });

  it('refuses an application to a raffle and a visitor', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    expect((await failureOf(demo.content.applyActivity({ promotionId: RAFFLE }))).message).toBe(
      'This promotion needs no application',
    );
    expect((await failureOf(sandbox().sdk().content.applyActivity({ promotionId: APPLY }))).status).toBe(401);
  });
});

describe('application review', () => {
  const DAY = 24 * 3_600_000;

  it('a day later an application with proof is approved and its reward waits in the reward centre; without proof it is rejected', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const newbie = await sandbox().loginAs('newbie', 'newbie1234');
    await demo.content.applyActivity({ promotionId: APPLY, comment: 'Deposited 500', images: [png()] });
    await newbie.content.applyActivity({ promotionId: APPLY, comment: 'No screenshot' });
    await sandbox().control('POST', 'clock', { advanceMs: DAY - 60_000 });
    expect((await demo.content.listActivities({ pageNo: 1, pageSize: 20 })).list[0]?.status).toBe('applying');

    await sandbox().control('POST', 'clock', { advanceMs: 60_000 });
    const [approved] = (await demo.content.listActivities({ pageNo: 1, pageSize: 20 })).list;
    expect(approved).toMatchObject({ status: 'issued' });
    expect(approved!.rewardAmount).toBeGreaterThan(0);
    expect((await demo.content.listPromotions({ platform: 'W' })).find((p) => p.id === APPLY)?.status).toBe(
      'issued',
    );
    const [rejected] = (await newbie.content.listActivities({ pageNo: 1, pageSize: 20 })).list;
    expect(rejected).toMatchObject({
      status: 'rejected',
      rewardAmount: null,
      remark: 'No proof of eligibility attached',
    });
    expect(
      (await newbie.rewards.listRewardCenter({ pageNo: 1, pageSize: 50 })).list.some(
        (r) => r.source === 'PROMOTION',
      ),
    ).toBe(false);

    const reward = (await demo.rewards.listRewardCenter({ pageNo: 1, pageSize: 50 })).list.find(
      (r) => r.source === 'PROMOTION',
    );
    expect(reward).toMatchObject({ status: 'issued', amount: approved!.rewardAmount });
    const before = (await demo.wallet.getBalance()).balance;
    await demo.rewards.claimReward({ 'Idempotency-Key': randomUUID(), rewardId: reward!.rewardId });
    expect((await demo.wallet.getBalance()).balance).toBeCloseTo(before + approved!.rewardAmount!, 2);
    expect((await demo.content.listActivities({ pageNo: 1, pageSize: 20 })).list[0]?.status).toBe('claimed');
  });
});

describe('raffle claim', () => {
  it('credits the prize once, within the promotion maximum, and the promotion reads claimed', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const promotion = (await demo.content.listPromotions({ platform: 'W' })).find((p) => p.id === RAFFLE)!;
    expect(promotion).toMatchObject({ applyType: 'RAFFLE', status: 'join' });
    const before = (await demo.wallet.getBalance()).balance;
    const prize = await demo.content.claimRafflePromotion({
      'Idempotency-Key': randomUUID(),
      promotionId: RAFFLE,
    });
    expect(prize.amount).toBeGreaterThan(0);
    expect(prize.amount).toBeLessThanOrEqual(promotion.maxReward!);
    expect((await demo.wallet.getBalance()).balance).toBeCloseTo(before + prize.amount, 2);
    expect(
      (
        await failureOf(
          demo.content.claimRafflePromotion({ 'Idempotency-Key': randomUUID(), promotionId: RAFFLE }),
        )
      ).message,
    ).toBe('Already claimed');
    expect((await demo.wallet.getBalance()).balance).toBeCloseTo(before + prize.amount, 2);
    expect((await demo.content.listPromotions({ platform: 'W' })).find((p) => p.id === RAFFLE)?.status).toBe(
      'claimed',
    );
  });

  it('refuses a promotion without a raffle', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    expect(
      (
        await failureOf(
          demo.content.claimRafflePromotion({ 'Idempotency-Key': randomUUID(), promotionId: APPLY }),
        )
      ).message,
    ).toBe('This promotion has no raffle');
  });
});

describe('feedback', () => {
  const content = 'The game froze after the bonus round';

  it('takes a question type, content of 3 to 500 words and up to 3 png or jpg images', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    expect(
      await demo.content.sendFeedback({
        questionType: 'GAME',
        content,
        images: [png(), png(5 * MB, 'image/jpeg')],
      }),
    ).toBe(true);
    expect(await demo.content.sendFeedback({ questionType: 'OTHER', content: 'three words here' })).toBe(
      true,
    );
  });

  it('refuses too few or too many words and the images the rule refuses', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const refused = async (input: Parameters<typeof demo.content.sendFeedback>[0]) =>
      (await failureOf(demo.content.sendFeedback(input))).message;
    expect(await refused({ questionType: 'DEPOSIT', content: 'two words' })).toBe(
      'content: must have between 3 and 500 words',
    );
    expect(await refused({ questionType: 'DEPOSIT', content: 'word '.repeat(501) })).toBe(
      'content: must have between 3 and 500 words',
    );
    expect(await refused({ questionType: 'DEPOSIT', content, images: [png(1024, 'image/gif')] })).toBe(
      'Only acceptable png or jpg',
    );
    expect(await refused({ questionType: 'DEPOSIT', content, images: [png(5 * MB + 1)] })).toBe(
      'The image maximum size is 5MB',
    );
    expect(await refused({ questionType: 'DEPOSIT', content, images: [disguised()] })).toBe(
      'receipt.png: the content is not a png or jpg image',
    );
    expect(await refused({ questionType: 'DEPOSIT', content, images: [png(), png(), png(), png()] })).toBe(
      "Can't accept upload more than 3 images",
    );
  });
});
