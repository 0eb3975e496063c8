import type { Schemas } from '../ports/sdk.js';

/** Rewards per page of the reward centre. */
export const REWARD_CENTRE_PAGE_SIZE = 10;
/** Rows of the mission leaderboard (the call allows up to 100). */
export const LEADERBOARD_SIZE = 20;
/** The spec's periods, in its order (daily, weekly, semi-monthly, monthly). */
export const MISSION_PERIODS = [
  'DAILY',
  'WEEKLY',
  'SEMI_MONTHLY',
  'MONTHLY',
] as const satisfies readonly Schemas['MissionPeriod'][];

/** A reward the member can claim now (`issued`: issued and not yet claimed). */
export const rewardClaimable = (item: Pick<Schemas['RewardCenterItem'], 'status'>): boolean =>
  item.status === 'issued';

/** A raffle promotion waiting for the member's draw (`claimRafflePromotion`). */
export const raffleWaiting = (promotion: Pick<Schemas['Promotion'], 'applyType' | 'status'>): boolean =>
  promotion.applyType === 'RAFFLE' && promotion.status === 'join';

/** One measure of the way to the next VIP level: what counts so far and what the level needs. */
export interface VipMeasure {
  have: number;
  need: number;
  /** 0 to 1. */
  ratio: number;
}

const measure = (have: number, need: number): VipMeasure => ({
  have,
  need,
  ratio: need <= 0 ? 1 : Math.min(1, Math.max(0, have / need)),
});

/** The member's way to the next VIP level (deposit and valid bet), or null at the top level. */
export function vipProgress(
  info: Schemas['VipInfo'],
): { next: Schemas['VipLevel']; deposit: VipMeasure; validBet: VipMeasure } | null {
  const next =
    info.nextLevel === null || info.nextLevel === undefined
      ? undefined
      : info.levels.find((level) => level.level === info.nextLevel);
  if (!next) return null;
  return {
    next,
    deposit: measure(info.depositAmount, next.requiredDeposit),
    validBet: measure(info.validBetAmount, next.requiredValidBet),
  };
}
