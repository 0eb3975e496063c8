/** What a member has earned: mission progress in the period, the rewards to claim and raffle draws waiting. */
import { now } from '../../runtime';
import type { Mission } from '../../world/content';
import { applicationRewardId, approvedApplications } from '../../world/applications';
import { MEMBER_TYPE, type Member } from '../../world/model';
import type { World } from '../../world/world';
import { money } from '../format';

/** A day in ms. */
export const DAY = 86_400_000;

/** The start of the period that holds `at`, in UTC. */
export function periodStart(period: 'DAILY' | 'WEEKLY' | 'SEMI_MONTHLY' | 'MONTHLY', at: number): number {
  const d = new Date(at);
  const day = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  if (period === 'DAILY') return day;
  if (period === 'WEEKLY') return day - ((d.getUTCDay() + 6) % 7) * DAY;
  if (period === 'SEMI_MONTHLY')
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() >= 16 ? 16 : 1);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

// Progress comes from what the member really did in the period (logins, bets, deposits).
export function progressOf(world: World, m: Member, mission: Mission): number {
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

/** A reward the member earned, claimed or not. */
export interface RewardItem {
  rewardId: string;
  title: string;
  source: 'MISSION' | 'REBATE' | 'VIP' | 'PROMOTION';
  amount: number;
  claimed: boolean;
  createdAt: number;
}

type Claimed = (rewardId: string) => boolean;

/** A reward per mission done in its current period. */
function missionRewards(world: World, m: Member, claimed: Claimed): RewardItem[] {
  return world.catalogue.content.missions
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
}

/** Half a percent of last week's stakes, when there were any. */
function weeklyRebate(world: World, m: Member, claimed: Claimed): RewardItem[] {
  const week = periodStart('WEEKLY', now());
  const rebate = Math.round(
    world.state.bets
      .filter((b) => b.memberId === m.id && b.time >= week - 7 * DAY && b.time < week)
      .reduce((sum, b) => sum + b.stake, 0) * 0.005,
  );
  if (rebate <= 0) return [];
  const rewardId = `REBATE-${week.toString(36)}`;
  return [
    {
      rewardId,
      title: 'Weekly rebate',
      source: 'REBATE',
      amount: rebate,
      claimed: claimed(rewardId),
      createdAt: week,
    },
  ];
}

/** The rewards the member earned: missions done, rebates, VIP upgrades, approved applications. */
export function rewardItems(world: World, m: Member): RewardItem[] {
  const claimed = (id: string): boolean => world.state.claimedRewards.has(`reward:${m.id}:${id}`);
  const items = [...missionRewards(world, m, claimed), ...weeklyRebate(world, m, claimed)];
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
