/** rewards: points (balance, mall, redeem, convert), the reward centre, missions and their leaderboard. */
import type { Schemas } from '@lobby/sdk';
import { notFound, refuse } from '../http/envelope';
import { defineHandlers } from '../http/operation';
import type { Ctx } from '../http/types';
import { now } from '../runtime';
import { POINTS_RATIO } from '../world/brand';
import type { Mission } from '../world/content';
import { post } from '../world/members';
import type { Member, PointTransaction, Redeem } from '../world/model';
import type { World } from '../world/world';
import { assetUrl, dayRange, me, money, page, realMember, stamp } from './format';

const DAY = 86_400_000;
const MIN_CONVERT = 100;

// The relay's passwordCheck prefix means the login password confirms the call.
function checkPassword(m: Member, password: string): void {
  if (m.password !== password) throw refuse('Incorrect password');
}

function movePoints(world: World, m: Member, type: PointTransaction['type'], change: number, remark: string): void {
  if (m.points + change < 0) throw refuse('Insufficient points');
  m.points += change;
  world.state.pointTransactions.push({ id: `PT${world.state.nextId++}`, memberId: m.id, type, changedPoints: change, balance: m.points, remark, time: now() });
}

function stockLeft(world: World, rewardId: string): number {
  const reward = world.catalogue.content.pointRewards.find((r) => r.id === rewardId);
  const taken = world.state.redeems.filter((r) => r.rewardId === rewardId && r.status !== 'REJECTED').reduce((sum, r) => sum + r.quantity, 0);
  return Math.max(0, (reward?.stock ?? 0) - taken);
}

function redeemView(world: World, r: Redeem): Schemas['PointRedeem'] {
  const reward = world.catalogue.content.pointRewards.find((x) => x.id === r.rewardId);
  return { redeemId: r.id, rewardId: r.rewardId, rewardName: reward?.name ?? r.rewardId, quantity: r.quantity, changedPoints: -r.points, redeemAmount: reward && reward.cashValue > 0 ? reward.cashValue * r.quantity : null, status: r.status, remark: r.remark, createTime: stamp(r.time) };
}

function inRange(time: number, startDate?: string, endDate?: string): boolean {
  if (!startDate || !endDate) return true;
  const [from, to] = dayRange(startDate, endDate);
  return time >= from && time < to;
}

function periodStart(period: 'DAILY' | 'WEEKLY' | 'SEMI_MONTHLY' | 'MONTHLY', at: number): number {
  const d = new Date(at);
  const day = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  if (period === 'DAILY') return day;
  if (period === 'WEEKLY') return day - ((d.getUTCDay() + 6) % 7) * DAY;
  if (period === 'SEMI_MONTHLY') return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() >= 16 ? 16 : 1);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

// Progress comes from what the member really did in the period (logins, bets, deposits).
function progressOf(world: World, m: Member, mission: Mission): number {
  const from = periodStart(mission.period === 'daily' ? 'DAILY' : 'WEEKLY', now());
  const bets = world.state.bets.filter((b) => b.memberId === m.id && b.time >= from);
  const category = (nodeId: number): string | undefined => world.catalogue.gamesById.get(nodeId)?.category;
  switch (mission.id) {
    case 'M1':
      return m.lastLoginAt !== null && m.lastLoginAt >= from ? 1 : 0;
    case 'M2':
      return money(bets.filter((b) => category(b.nodeId) === 'RNG').reduce((sum, b) => sum + b.stake, 0));
    case 'M3':
      return new Set(bets.filter((b) => category(b.nodeId) === 'LIVE').map((b) => b.nodeId)).size;
    case 'M4':
      return world.state.transactions.filter((t) => t.memberId === m.id && t.type === 'DEPOSIT' && t.time >= from).length;
    default:
      return bets.filter((b) => category(b.nodeId) === 'SPORTS' && b.payout > b.stake).length;
  }
}

interface RewardItem {
  rewardId: string;
  title: string;
  source: 'MISSION' | 'REBATE' | 'VIP';
  amount: number;
  claimed: boolean;
  createdAt: number;
}

function rewardItems(world: World, m: Member): RewardItem[] {
  const claimed = (id: string): boolean => world.state.claimedRewards.has(`reward:${m.id}:${id}`);
  const items: RewardItem[] = world.catalogue.content.missions
    .filter((mission) => progressOf(world, m, mission) >= mission.target)
    .map((mission) => {
      const id = `${mission.id}-${periodStart(mission.period === 'daily' ? 'DAILY' : 'WEEKLY', now()).toString(36)}`;
      return { rewardId: id, title: `Mission: ${mission.title}`, source: 'MISSION' as const, amount: mission.reward * 100, claimed: claimed(id), createdAt: now() };
    });
  const week = periodStart('WEEKLY', now());
  const rebate = Math.round(world.state.bets.filter((b) => b.memberId === m.id && b.time >= week - 7 * DAY && b.time < week).reduce((sum, b) => sum + b.stake, 0) * 0.005);
  if (rebate > 0) items.push({ rewardId: `REBATE-${week.toString(36)}`, title: 'Weekly rebate', source: 'REBATE', amount: rebate, claimed: claimed(`REBATE-${week.toString(36)}`), createdAt: week });
  if (m.vipLevel > 0) items.push({ rewardId: `VIP-${m.vipLevel}`, title: `VIP ${m.vipLevel} upgrade bonus`, source: 'VIP', amount: m.vipLevel * 8800, claimed: claimed(`VIP-${m.vipLevel}`), createdAt: m.createdAt });
  return items;
}

function rewardView(r: RewardItem): Schemas['RewardCenterItem'] {
  return { rewardId: r.rewardId, title: r.title, source: r.source, amount: money(r.amount), status: r.claimed ? 'claimed' : 'issued', createTime: stamp(r.createdAt), expireTime: stamp(r.createdAt + 30 * DAY) };
}

/** The rewards tag's handlers. */
export const rewardHandlers = defineHandlers({
  getPointsBalance: (ctx: Ctx<'getPointsBalance'>) => ({ balance: me(ctx).points, pendingPoints: 0 }),
  listPointRewards: (ctx: Ctx<'listPointRewards'>) => {
    me(ctx);
    const list = ctx.world.catalogue.content.pointRewards
      .filter((r) => !ctx.input.category || r.kind === ctx.input.category)
      .map((r) => ({ rewardId: r.id, name: r.name, imageUrl: assetUrl(ctx, 'images/logo.svg'), category: r.kind, description: r.cashValue > 0 ? `Credits ${r.cashValue} to your wallet` : 'Delivered within 7 days', points: r.points, quantity: stockLeft(ctx.world, r.id), limitPerMember: 10 }));
    return page(list, ctx.input.pageNo, ctx.input.pageSize);
  },
  redeemPointReward: (ctx: Ctx<'redeemPointReward'>) => {
    const m = realMember(ctx);
    checkPassword(m, ctx.input.password);
    const reward = ctx.world.catalogue.content.pointRewards.find((r) => r.id === ctx.input.rewardId);
    if (!reward) throw notFound(`reward ${ctx.input.rewardId}`);
    const { quantity } = ctx.input;
    if (stockLeft(ctx.world, reward.id) < quantity) throw refuse('Out of stock');
    const points = reward.points * quantity;
    movePoints(ctx.world, m, 'REDEEM', -points, `Redeem ${reward.name} x${quantity}`);
    // Cash rewards are paid at once; goods wait for the operator.
    const cash = reward.cashValue > 0;
    const redeem: Redeem = { id: `RD${ctx.world.state.nextId++}`, memberId: m.id, rewardId: reward.id, quantity, points, status: cash ? 'APPROVED' : 'IN_PROCESS', remark: ctx.input.remark ?? (cash ? 'Cash credited' : 'Awaiting delivery'), time: now() };
    ctx.world.state.redeems.push(redeem);
    if (cash) post(ctx.world.state, m, 'POINTS', reward.cashValue * quantity * 100, now(), `Redeem ${reward.name}`);
    return redeemView(ctx.world, redeem);
  },
  listPointRedeems: (ctx: Ctx<'listPointRedeems'>) => {
    const m = me(ctx);
    const { status, startDate, endDate, pageNo, pageSize } = ctx.input;
    const list = ctx.world.state.redeems.filter((r) => r.memberId === m.id && (!status || r.status === status) && inRange(r.time, startDate, endDate)).sort((a, b) => b.time - a.time);
    return page(list.map((r) => redeemView(ctx.world, r)), pageNo, pageSize);
  },
  getPointsConfig: (ctx: Ctx<'getPointsConfig'>) => (me(ctx), { ratio: POINTS_RATIO, minConvertPoints: MIN_CONVERT, maxConvertPoints: 1_000_000, convertEnabled: true, mallEnabled: true }),
  getPointTransaction: (ctx: Ctx<'getPointTransaction'>) => {
    const m = me(ctx);
    const { type, startDate, endDate, pageNo, pageSize } = ctx.input;
    const list = ctx.world.state.pointTransactions.filter((t) => t.memberId === m.id && (!type || t.type === type) && inRange(t.time, startDate, endDate)).sort((a, b) => b.time - a.time);
    return page(list.map((t) => ({ transactionId: t.id, type: t.type, changedPoints: t.changedPoints, balance: t.balance, remark: t.remark, createTime: stamp(t.time) })), pageNo, pageSize);
  },
  convertPoints: (ctx: Ctx<'convertPoints'>) => {
    const m = realMember(ctx);
    checkPassword(m, ctx.input.password);
    const { points } = ctx.input;
    if (!Number.isInteger(points) || points < MIN_CONVERT) throw refuse(`points: convert at least ${MIN_CONVERT} whole points`);
    if (points > m.points) throw refuse('Insufficient points');
    // Points to money at the ratio, in whole cents; the remainder stays as points.
    const cents = Math.floor((points * 100) / POINTS_RATIO);
    const used = Math.ceil((cents * POINTS_RATIO) / 100);
    movePoints(ctx.world, m, 'CONVERT', -used, `Convert to ${money(cents)}`);
    post(ctx.world.state, m, 'POINTS', cents, now(), `Points convert ${used}`);
    return { changedPoints: -used, redeemAmount: money(cents), ratio: POINTS_RATIO, balance: m.points };
  },
  listRewardCenter: (ctx: Ctx<'listRewardCenter'>) => {
    const m = me(ctx);
    const list = rewardItems(ctx.world, m).map(rewardView).filter((r) => !ctx.input.status || r.status === ctx.input.status);
    return page(list, ctx.input.pageNo, ctx.input.pageSize);
  },
  claimReward: (ctx: Ctx<'claimReward'>) => {
    const m = realMember(ctx);
    const item = rewardItems(ctx.world, m).find((r) => r.rewardId === ctx.input.rewardId);
    if (!item) throw notFound(`reward ${ctx.input.rewardId}`);
    if (item.claimed) throw refuse('Already claimed');
    ctx.world.state.claimedRewards.add(`reward:${m.id}:${item.rewardId}`);
    post(ctx.world.state, m, 'BONUS', item.amount, now(), `Reward ${item.title}`);
    return rewardView({ ...item, claimed: true });
  },
  getMissionSummary: (ctx: Ctx<'getMissionSummary'>) => {
    const m = me(ctx);
    const rewards = rewardItems(ctx.world, m);
    const missions = ctx.world.catalogue.content.missions
      .map((mission) => {
        const period = mission.period === 'daily' ? ('DAILY' as const) : ('WEEKLY' as const);
        const progress = progressOf(ctx.world, m, mission);
        const reward = rewards.find((r) => r.rewardId.startsWith(`${mission.id}-`));
        const status = reward ? (reward.claimed ? ('claimed' as const) : ('issued' as const)) : ('process' as const);
        const end = period === 'DAILY' ? periodStart('DAILY', now()) + DAY : periodStart('WEEKLY', now()) + 7 * DAY;
        return { missionId: mission.id, title: mission.title, description: `Reach ${mission.target} to earn ${mission.reward}`, period, target: mission.target, progress: Math.min(progress, mission.target), rewardAmount: mission.reward, status, endTime: stamp(end) };
      })
      .filter((x) => !ctx.input.period || x.period === ctx.input.period);
    const unclaimed = rewards.filter((r) => !r.claimed);
    return { missionBadge: unclaimed.filter((r) => r.source === 'MISSION').length, rewardBadge: unclaimed.length, missions };
  },
  getMissionLeaderboard: (ctx: Ctx<'getMissionLeaderboard'>) => {
    const m = me(ctx);
    const from = periodStart(ctx.input.period, now());
    const scores = new Map<number, number>();
    for (const b of ctx.world.state.bets) if (b.time >= from) scores.set(b.memberId, (scores.get(b.memberId) ?? 0) + b.stake);
    const ranked = [...scores].sort((a, b) => b[1] - a[1]);
    const name = (id: number): string => {
      const account = ctx.world.state.members.get(id)?.account ?? 'player';
      return `${account.slice(0, 2)}***${account.slice(-1)}`;
    };
    const mine = ranked.findIndex(([id]) => id === m.id);
    return {
      period: ctx.input.period,
      startTime: stamp(from),
      endTime: stamp(now()),
      myRank: mine < 0 ? null : mine + 1,
      myScore: mine < 0 ? null : money(ranked[mine]![1]),
      list: ranked.slice(0, ctx.input.limitNum ?? 20).map(([id, score], i) => ({ rank: i + 1, customerName: name(id), score: money(score), rewardAmount: i < 3 ? [888, 388, 188][i]! : null })),
    };
  },
});
