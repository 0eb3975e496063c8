/** content: announcements and notices, promotions (raffle claim, activity applications), feedback, inbox. */
import type { Schemas } from '@lobby/sdk';
import { notFound, refuse } from '../http/envelope';
import { defineHandlers } from '../http/operation';
import type { Ctx } from '../http/types';
import { now } from '../runtime';
import { reviewOf } from '../world/applications';
import type { Announcement, Promotion } from '../world/content';
import { post } from '../world/members';
import type { Member } from '../world/model';
import type { World } from '../world/world';
import { createPrng } from '../world/prng';
import { bannerView } from './banners';
import { assetUrl, checkImages, me, money, page, realMember, stamp } from './format';

const MAX_IMAGES = 3;
/** Feedback length bounds, in words. */
const FEEDBACK_WORDS = [3, 500] as const;

function announcementView(a: Announcement): Schemas['Announcement'] {
  return {
    id: String(a.id),
    title: a.title,
    content: a.content,
    timestamp: stamp(a.time),
    type: a.type,
    execution: a.execution,
  };
}

function announcements(
  ctx: { world: { catalogue: { content: { announcements: Announcement[] } } } },
  types: string,
  execution: string | undefined,
): Announcement[] {
  const wanted = new Set(types.split(','));
  // Popups carry an audience (A logged in, B anonymous, F first-time login); other notices show to all.
  return ctx.world.catalogue.content.announcements.filter(
    (a) => !a.agentOnly && wanted.has(a.type) && (a.type !== 'PU' || !execution || a.execution === execution),
  );
}

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

/** The content tag's handlers. */
export const contentHandlers = defineHandlers({
  listAnnouncements: (ctx: Ctx<'listAnnouncements'>) =>
    announcements(ctx, ctx.input.types, ctx.input.execution).map(announcementView),
  getNotices: (ctx: Ctx<'getNotices'>) => {
    const list = announcements(ctx, ctx.input.types, ctx.input.execution);
    const of = (type: Announcement['type']): Schemas['Announcement'][] =>
      list.filter((a) => a.type === type).map(announcementView);
    return {
      banners: ctx.world.catalogue.content.banners.map((b, i) => bannerView(ctx, b, i)),
      player: of('PL'),
      popup: of('PU'),
      promotion: of('PR'),
    };
  },
  listPromotions: (ctx: Ctx<'listPromotions'>) =>
    ctx.world.catalogue.content.promotions
      .filter((p) => !ctx.input.category || p.category === ctx.input.category)
      .map((p) => promotionView(ctx, p, ctx.member)),
  claimRafflePromotion: (ctx: Ctx<'claimRafflePromotion'>) => {
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
  },
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
  sendFeedback: (ctx: Ctx<'sendFeedback'>) => {
    const m = me(ctx);
    const words = ctx.input.content.trim().split(/\s+/).filter(Boolean).length;
    if (words < FEEDBACK_WORDS[0] || words > FEEDBACK_WORDS[1])
      throw refuse(`content: must have between ${FEEDBACK_WORDS[0]} and ${FEEDBACK_WORDS[1]} words`);
    const images = ctx.files.filter((f) => f.field === 'images');
    checkImages(images, MAX_IMAGES);
    ctx.world.state.feedback.push({
      memberId: m.id,
      questionType: ctx.input.questionType,
      content: ctx.input.content,
      images: images.length,
      time: now(),
    });
    return true;
  },
  getUnreadCount: (ctx: Ctx<'getUnreadCount'>) => {
    const m = me(ctx);
    return ctx.world.state.messages.filter((x) => x.memberId === m.id && !x.read).length;
  },
  listMessages: (ctx: Ctx<'listMessages'>) => {
    const m = me(ctx);
    const list = ctx.world.state.messages
      .filter((x) => x.memberId === m.id && (ctx.input.isRead === undefined || x.read === ctx.input.isRead))
      .sort((a, b) => b.time - a.time)
      .map((x) => ({
        messageId: x.id,
        title: x.title,
        content: x.content,
        isRead: x.read,
        sendTime: stamp(x.time),
        category: 'SYSTEM' as const,
      }));
    return page(list, ctx.input.pageNo, ctx.input.pageSize);
  },
  readMessage: (ctx: Ctx<'readMessage'>) => {
    const m = me(ctx);
    const message = ctx.world.state.messages.find((x) => x.id === ctx.input.messageId && x.memberId === m.id);
    if (!message) throw notFound(`message ${ctx.input.messageId}`);
    message.read = true;
    return true;
  },
  deleteMessage: (ctx: Ctx<'deleteMessage'>) => {
    const m = me(ctx);
    const before = ctx.world.state.messages.length;
    ctx.world.state.messages = ctx.world.state.messages.filter(
      (x) => !(x.id === ctx.input.messageId && x.memberId === m.id),
    );
    if (ctx.world.state.messages.length === before) throw notFound(`message ${ctx.input.messageId}`);
    return true;
  },
});
