/** rewards: points (balance, mall, redeem, convert); the reward centre and missions are in reward-centre.ts. */
import type { Schemas } from '@lobby/sdk';
import { notFound, refuse } from '../http/envelope';
import { defineHandlers } from '../http/operation';
import { idempotent } from './idempotency';
import type { Ctx } from '../http/types';
import { now } from '../runtime';
import { POINTS_RATIO } from '../world/brand';
import { post } from '../world/members';
import type { Member, PointTransaction, Redeem } from '../world/model';
import type { World } from '../world/world';
import { assetUrl, dayRange, me, money, page, realMember, stamp } from './format';

const MIN_CONVERT = 100;

// The relay's passwordCheck prefix means the login password confirms the call.
function checkPassword(m: Member, password: string): void {
  if (m.password !== password) throw refuse('Incorrect password');
}

function movePoints(
  world: World,
  m: Member,
  type: PointTransaction['type'],
  change: number,
  remark: string,
): void {
  if (m.points + change < 0) throw refuse('Insufficient points');
  m.points += change;
  world.state.pointTransactions.push({
    id: `PT${world.state.nextId++}`,
    memberId: m.id,
    type,
    changedPoints: change,
    balance: m.points,
    remark,
    time: now(),
  });
}

function stockLeft(world: World, rewardId: string): number {
  const reward = world.catalogue.content.pointRewards.find((r) => r.id === rewardId);
  const taken = world.state.redeems
    .filter((r) => r.rewardId === rewardId && r.status !== 'REJECTED')
    .reduce((sum, r) => sum + r.quantity, 0);
  return Math.max(0, (reward?.stock ?? 0) - taken);
}

function redeemView(world: World, r: Redeem): Schemas['PointRedeem'] {
  const reward = world.catalogue.content.pointRewards.find((x) => x.id === r.rewardId);
  return {
    redeemId: r.id,
    rewardId: r.rewardId,
    rewardName: reward?.name ?? r.rewardId,
    quantity: r.quantity,
    changedPoints: -r.points,
    redeemAmount: reward && reward.cashValue > 0 ? reward.cashValue * r.quantity : null,
    status: r.status,
    remark: r.remark,
    createTime: stamp(r.time),
  };
}

/** How many of one reward a member may redeem, as the list tells (`limitPerMember`). */
const LIMIT_PER_MEMBER = 10;

/** How many of a reward the member has redeemed, rejected redemptions left out (their points came back). */
const redeemedBy = (world: World, m: Member, rewardId: string): number =>
  world.state.redeems
    .filter((r) => r.memberId === m.id && r.rewardId === rewardId && r.status !== 'REJECTED')
    .reduce((sum, r) => sum + r.quantity, 0);

function inRange(time: number, startDate?: string, endDate?: string): boolean {
  if (!startDate || !endDate) return true;
  const [from, to] = dayRange(startDate, endDate);
  return time >= from && time < to;
}

/** The rewards tag's handlers. */
export const rewardHandlers = defineHandlers({
  getPointsBalance: (ctx: Ctx<'getPointsBalance'>) => ({ balance: me(ctx).points, pendingPoints: 0 }),
  listPointRewards: (ctx: Ctx<'listPointRewards'>) => {
    me(ctx);
    const list = ctx.world.catalogue.content.pointRewards
      .filter((r) => !ctx.input.category || r.kind === ctx.input.category)
      .map((r) => ({
        rewardId: r.id,
        name: r.name,
        imageUrl: assetUrl(ctx, 'images/logo.svg'),
        category: r.kind,
        description: r.cashValue > 0 ? `Credits ${r.cashValue} to your wallet` : 'Delivered within 7 days',
        points: r.points,
        quantity: stockLeft(ctx.world, r.id),
        limitPerMember: LIMIT_PER_MEMBER,
      }));
    return page(list, ctx.input.pageNo, ctx.input.pageSize);
  },
  redeemPointReward: idempotent((ctx: Ctx<'redeemPointReward'>) => {
    const m = realMember(ctx);
    checkPassword(m, ctx.input.password);
    const reward = ctx.world.catalogue.content.pointRewards.find((r) => r.id === ctx.input.rewardId);
    if (!reward) throw notFound(`reward ${ctx.input.rewardId}`);
    const { quantity } = ctx.input;
    if (stockLeft(ctx.world, reward.id) < quantity) throw refuse('Out of stock');
    if (redeemedBy(ctx.world, m, reward.id) + quantity > LIMIT_PER_MEMBER)
      throw refuse(`At most ${LIMIT_PER_MEMBER} of ${reward.name} per member`);
    const points = reward.points * quantity;
    movePoints(ctx.world, m, 'REDEEM', -points, `Redeem ${reward.name} x${quantity}`);
    // Cash rewards are paid at once; goods wait for the operator.
    const cash = reward.cashValue > 0;
    const redeem: Redeem = {
      id: `RD${ctx.world.state.nextId++}`,
      memberId: m.id,
      rewardId: reward.id,
      quantity,
      points,
      status: cash ? 'APPROVED' : 'IN_PROCESS',
      remark: ctx.input.remark ?? (cash ? 'Cash credited' : 'Awaiting delivery'),
      time: now(),
    };
    ctx.world.state.redeems.push(redeem);
    if (cash)
      post(ctx.world.state, m, 'POINTS', reward.cashValue * quantity * 100, now(), `Redeem ${reward.name}`);
    return redeemView(ctx.world, redeem);
  }),
  listPointRedeems: (ctx: Ctx<'listPointRedeems'>) => {
    const m = me(ctx);
    const { status, startDate, endDate, pageNo, pageSize } = ctx.input;
    const list = ctx.world.state.redeems
      .filter(
        (r) => r.memberId === m.id && (!status || r.status === status) && inRange(r.time, startDate, endDate),
      )
      .sort((a, b) => b.time - a.time);
    return page(
      list.map((r) => redeemView(ctx.world, r)),
      pageNo,
      pageSize,
    );
  },
  getPointsConfig: (ctx: Ctx<'getPointsConfig'>) => (
    me(ctx),
    {
      ratio: POINTS_RATIO,
      minConvertPoints: MIN_CONVERT,
      maxConvertPoints: 1_000_000,
      convertEnabled: true,
      mallEnabled: true,
    }
  ),
  getPointTransaction: (ctx: Ctx<'getPointTransaction'>) => {
    const m = me(ctx);
    const { type, startDate, endDate, pageNo, pageSize } = ctx.input;
    const list = ctx.world.state.pointTransactions
      .filter((t) => t.memberId === m.id && (!type || t.type === type) && inRange(t.time, startDate, endDate))
      .sort((a, b) => b.time - a.time);
    return page(
      list.map((t) => ({
        transactionId: t.id,
        type: t.type,
        changedPoints: t.changedPoints,
        balance: t.balance,
        remark: t.remark,
        createTime: stamp(t.time),
      })),
      pageNo,
      pageSize,
    );
  },
  convertPoints: idempotent((ctx: Ctx<'convertPoints'>) => {
    const m = realMember(ctx);
    checkPassword(m, ctx.input.password);
    const { points } = ctx.input;
    if (!Number.isInteger(points) || points < MIN_CONVERT)
      throw refuse(`points: convert at least ${MIN_CONVERT} whole points`);
    if (points > m.points) throw refuse('Insufficient points');
    // Points to money at the ratio, in whole cents; the remainder stays as points.
    const cents = Math.floor((points * 100) / POINTS_RATIO);
    const used = Math.ceil((cents * POINTS_RATIO) / 100);
    movePoints(ctx.world, m, 'CONVERT', -used, `Convert to ${money(cents)}`);
    post(ctx.world.state, m, 'POINTS', cents, now(), `Points convert ${used}`);
    return { changedPoints: -used, redeemAmount: money(cents), ratio: POINTS_RATIO, balance: m.points };
  }),
});
