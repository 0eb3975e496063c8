import { describe, expect, it } from 'vitest';
import { raffleWaiting, rewardClaimable, vipProgress } from './rewards.js';

const level = (n: number) => ({
  level: n,
  labelName: `VIP ${n}`,
  requiredDeposit: n * 1000,
  requiredValidBet: n * 4000,
});

describe('rewards rules', () => {
  it('claims issued rewards and draws running raffles only', () => {
    expect(rewardClaimable({ status: 'issued' })).toBe(true);
    expect(rewardClaimable({ status: 'claimed' })).toBe(false);
    expect(raffleWaiting({ applyType: 'RAFFLE', status: 'join' })).toBe(true);
    expect(raffleWaiting({ applyType: 'RAFFLE', status: 'claimed' })).toBe(false);
    expect(raffleWaiting({ applyType: 'APPLY', status: 'join' })).toBe(false);
  });

  it('measures the way to the next level, capped at the goal', () => {
    const info = {
      hasVip: true,
      currentLevel: 1,
      depositAmount: 1500,
      validBetAmount: 9000,
      nextLevel: 2,
      levels: [level(0), level(1), level(2)],
    };
    expect(vipProgress(info)).toEqual({
      next: level(2),
      deposit: { have: 1500, need: 2000, ratio: 0.75 },
      validBet: { have: 9000, need: 8000, ratio: 1 },
    });
  });

  it('has no next level at the top', () => {
    expect(
      vipProgress({
        hasVip: true,
        currentLevel: 2,
        depositAmount: 1,
        validBetAmount: 1,
        nextLevel: null,
        levels: [level(2)],
      }),
    ).toBeNull();
  });
});
