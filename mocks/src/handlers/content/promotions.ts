/** Promotions: the list, claiming a raffle, and the activities a member applies to and their review. */
import type { Schemas } from '@lobby/sdk';
import { notFound, refuse } from '../../http/envelope';
import { defineHandlers } from '../../http/operation';
import { idempotent } from '../idempotency';
import type { Ctx } from '../../http/types';
import { now } from '../../runtime';
import { reviewOf } from '../../world/applications';
import type { Promotion } from '../../world/content';
import { post } from '../../world/members';
import type { Member } from '../../world/model';
import type { World } from '../../world/world';
import { createPrng } from '../../world/prng';
import { assetUrl, checkImages, me, money, page, realMember, stamp } from '../format';

/** Images an activity application takes at most. */
const MAX_IMAGES = 3;

const applyTypeOf = (p: Promotion): 'RAFFLE' | 'AUTO' | 'APPLY' =>
  p.raffle ? 'RAFFLE' : p.category === 'NEW' ? 'AUTO' : 'APPLY';

function promotionView(
  ctx: { origin: string; world: World },
  p: Promotion,
  member: Member | null,
): Schemas['Promotion'] {
  const { state } = ctx.world;
  const application =
    member === null
      ? undefined
      : state.applications.find((a) => a.memberId === member.id && a.promotionId === String(p.id));
  const claimed = member !== null && state.claimedRewards.has(`raffle:${member.id}:${p.id}`);
  return {
    id: String(p.id),
    title: p.title,
    category: p.category,
    imageUrl: assetUrl(ctx, `images/banner/101.svg`),
    summary: p.summary,
    content: p.content,
    startTime: stamp(p.startTime),
    endTime: stamp(p.endTime),
    applyType: applyTypeOf(p),
    status: claimed
      ? 'claimed'
      : application
        ? reviewOf(ctx.world, application).status
        : p.endTime < now()
          ? 'closed'
          : 'join',
    maxReward: p.maxReward,
  };
}

function promotion(state: { catalogue: { content: { promotions: Promotion[] } } }, id: string): Promotion {
  const p = state.catalogue.content.promotions.find((x) => String(x.id) === id);
  if (!p) throw notFound(`promotion ${id}`);
  return p;
}

/** The promotion handlers. */
export const promotionHandlers = defineHandlers({
  listPromotions: (ctx: Ctx<'listPromotions'>) =>
    ctx.world.catalogue.content.promotions
      .filter((p) => !ctx.input.category || p.category === ctx.input.category)
      .map((p) => promotionView(ctx, p, ctx.member)),
  claimRafflePromotion: idempotent((ctx: Ctx<'claimRafflePromotion'>) => {
    const m = realMember(ctx);
    const p = promotion(ctx.world, ctx.input.promotionId);
    if (!p.raffle) throw refuse('This promotion has no raffle');
    const key = `raffle:${m.id}:${p.id}`;
    if (ctx.world.state.claimedRewards.has(key)) throw refuse('Already claimed');
    // The prize is fixed per member and promotion, so a replayed world gives the same prize.
    const cents = createPrng(`${ctx.world.seed}:${key}`).int(1, p.maxReward) * 100;
    ctx.world.state.claimedRewards.add(key);
    post(ctx.world.state, m, 'BONUS', cents, now(), `Raffle ${p.title}`);
    return {
      promotionId: String(p.id),
      prizeName: `Cash ${money(cents)}`,
      amount: money(cents),
      status: 'claimed' as const,
    };
  }),
  listActivities: (ctx: Ctx<'listActivities'>) => {
    const m = me(ctx);
    const list = ctx.world.state.applications
      .filter((a) => a.memberId === m.id)
      .map((a) => {
        const review = reviewOf(ctx.world, a);
        const rewardAmount = review.rewardAmount === null ? null : money(review.rewardAmount);
        return {
          id: a.id,
          promotionId: a.promotionId,
          title: promotion(ctx.world, a.promotionId).title,
          status: review.status,
          applyTime: stamp(a.time),
          comment: a.comment,
          rewardAmount,
          remark: review.remark,
        };
      })
      .filter((a) => !ctx.input.status || a.status === ctx.input.status);
    return page(list, ctx.input.pageNo, ctx.input.pageSize);
  },
  applyActivity: (ctx: Ctx<'applyActivity'>) => {
    const m = realMember(ctx);
    const p = promotion(ctx.world, ctx.input.promotionId);
    if (applyTypeOf(p) !== 'APPLY') throw refuse('This promotion needs no application');
    const images = ctx.files.filter((f) => f.field === 'images');
    checkImages(images, MAX_IMAGES);
    const { state } = ctx.world;
    if (state.applications.some((a) => a.memberId === m.id && a.promotionId === String(p.id)))
      throw refuse('Already applied');
    const application = {
      id: `AP${state.nextId++}`,
      memberId: m.id,
      promotionId: String(p.id),
      comment: ctx.input.comment ?? null,
      images: images.length,
      time: now(),
    };
    state.applications.push(application);
    return {
      id: application.id,
      promotionId: application.promotionId,
      title: p.title,
      status: 'applying' as const,
      applyTime: stamp(application.time),
      comment: application.comment,
      rewardAmount: null,
      remark: null,
    };
  },
});
