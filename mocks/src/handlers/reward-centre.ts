/** The reward centre (rewards to claim, raffle draws waiting) and missions with their leaderboard. */
import type { Schemas } from '@lobby/sdk';
import { notFound, refuse } from '../http/envelope';
import { defineHandlers } from '../http/operation';
import type { Ctx } from '../http/types';
import { now } from '../runtime';
import type { Mission } from '../world/content';
import { applicationRewardId, approvedApplications } from '../world/applications';
import { post } from '../world/members';
import { MEMBER_TYPE, type Member } from '../world/model';
import type { World } from '../world/world';
import { me, money, page, realMember, stamp } from './format';

const DAY = 86_400_000;

function periodStart(period: 'DAILY' | 'WEEKLY' | 'SEMI_MONTHLY' | 'MONTHLY', at: number): number {
  const d = new Date(at);
  const day = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  if (period === 'DAILY') return day;
  if (period === 'WEEKLY') return day - ((d.getUTCDay() + 6) % 7) * DAY;
  if (period === 'SEMI_MONTHLY')
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() >= 16 ? 16 : 1);
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
      return world.state.transactions.filter(
        (t) => t.memberId === m.id && t.type === 'DEPOSIT' && t.time >= from,
      ).length;
    default:
      return bets.filter((b) => category(b.nodeId) === 'SPORTS' && b.payout > b.stake).length;
  }
}

interface RewardItem {
  rewardId: string;
  title: string;
  source: 'MISSION' | 'REBATE' | 'VIP' | 'PROMOTION';
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
      return {
        rewardId: id,
        title: `Mission: ${mission.title}`,
        source: 'MISSION' as const,
        amount: mission.reward * 100,
        claimed: claimed(id),
        createdAt: now(),
      };
    });
  const week = periodStart('WEEKLY', now());
  const rebate = Math.round(
    world.state.bets
      .filter((b) => b.memberId === m.id && b.time >= week - 7 * DAY && b.time < week)
      .reduce((sum, b) => sum + b.stake, 0) * 0.005,
  );
  if (rebate > 0)
    items.push({
      rewardId: `REBATE-${week.toString(36)}`,
      title: 'Weekly rebate',
      source: 'REBATE',
      amount: rebate,
      claimed: claimed(`REBATE-${week.toString(36)}`),
      createdAt: week,
    });
  if (m.vipLevel > 0)
    items.push({
      rewardId: `VIP-${m.vipLevel}`,
      title: `VIP ${m.vipLevel} upgrade bonus`,
      source: 'VIP',
      amount: m.vipLevel * 8800,
      claimed: claimed(`VIP-${m.vipLevel}`),
      createdAt: m.createdAt,
    });
  // An approved activity application issues its reward here, to be claimed like the others.
  for (const approved of approvedApplications(world, m.id))
    items.push({
      rewardId: applicationRewardId(approved.application),
      title: approved.title,
      source: 'PROMOTION',
      amount: approved.amount,
      claimed: approved.claimed,
      createdAt: approved.decidedAt,
    });
  return items;
}

function rewardView(r: RewardItem): Schemas['RewardCenterItem'] {
  return {
    rewardId: r.rewardId,
    title: r.title,
    source: r.source,
    amount: money(r.amount),
    status: r.claimed ? 'claimed' : 'issued',
    createTime: stamp(r.createdAt),
    // A level's upgrade bonus waits until claimed; the others lapse after 30 days.
    expireTime: r.source === 'VIP' ? null : stamp(r.createdAt + 30 * DAY),
  };
}

// A raffle waits for the member's draw while it runs and the member has not drawn it.
function rafflesWaiting(world: World, m: Member): number {
  const at = now();
  return world.catalogue.content.promotions.filter(
    (p) =>
      p.raffle &&
      p.startTime <= at &&
      p.endTime >= at &&
      !world.state.claimedRewards.has(`raffle:${m.id}:${p.id}`),
  ).length;
}

/**
 * What the member can claim now: issued rewards plus raffle draws waiting (the reward badge,
 * `availablePromoCount`). Trial members claim nothing, so their badge is 0.
 */
export function claimableCount(world: World, m: Member): number {
  if (m.type === MEMBER_TYPE.trial) return 0;
  return rewardItems(world, m).filter((r) => !r.claimed).length + rafflesWaiting(world, m);
}

/** The reward centre's and missions' handlers. */
export const rewardCentreHandlers = defineHandlers({
  listRewardCenter: (ctx: Ctx<'listRewardCenter'>) => {
    const m = me(ctx);
    const list = rewardItems(ctx.world, m)
      .map(rewardView)
      .filter((r) => !ctx.input.status || r.status === ctx.input.status);
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
        const status = reward
          ? reward.claimed
            ? ('claimed' as const)
            : ('issued' as const)
          : ('process' as const);
        const end =
          period === 'DAILY' ? periodStart('DAILY', now()) + DAY : periodStart('WEEKLY', now()) + 7 * DAY;
        return {
          missionId: mission.id,
          title: mission.title,
          description: `Reach ${mission.target} to earn ${mission.reward}`,
          period,
          target: mission.target,
          progress: Math.min(progress, mission.target),
          rewardAmount: mission.reward,
          status,
          endTime: stamp(end),
        };
      })
      .filter((x) => !ctx.input.period || x.period === ctx.input.period);
    const unclaimed = rewards.filter((r) => !r.claimed);
    return {
      missionBadge: unclaimed.filter((r) => r.source === 'MISSION').length,
      rewardBadge: claimableCount(ctx.world, m),
      missions,
    };
  },
  getMissionLeaderboard: (ctx: Ctx<'getMissionLeaderboard'>) => {
    const m = me(ctx);
    const from = periodStart(ctx.input.period, now());
    const scores = new Map<number, number>();
    for (const b of ctx.world.state.bets)
      if (b.time >= from) scores.set(b.memberId, (scores.get(b.memberId) ?? 0) + b.stake);
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
      list: ranked.slice(0, ctx.input.limitNum ?? 20).map(([id, score], i) => ({
        rank: i + 1,
        customerName: name(id),
        score: money(score),
        rewardAmount: i < 3 ? [888, 388, 188][i]! : null,
      })),
    };
  },
});
