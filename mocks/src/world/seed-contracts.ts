import type { Contract, ContractRule, WorldState } from './model';
import { seededAccount } from './members';

const DAY = 86_400_000;

/** The seeded salary and dividend contracts between the agent tree's uplines and downlines. */
export function seedContracts(state: WorldState, now: number): void {
  const rulesOf: Record<Contract['type'], (rate: number) => ContractRule[]> = {
    DIVIDEND: (rate) => [
      { rate: rate / 2, activeMember: 3, periodValidBet: 20_000, periodProfitLoss: -5_000 },
      { rate, activeMember: 5, periodValidBet: 50_000, periodProfitLoss: -10_000 },
    ],
    DAILY: (rate) => [{ rate, activeMember: 3, dailyBetAmount: 10_000 }],
    HOURLY: (rate) => [{ rate, activeMember: 1, hourlyBetAmount: 2_000 }],
    REALTIME: (rate) => [{ rate }],
  };
  const add = (
    type: Contract['type'],
    upline: string,
    downline: string,
    rate: number,
    status: Contract['status'],
    daysAgo: number,
  ): void => {
    state.contracts.push({
      id: `C${state.nextId++}`,
      type,
      uplineId: seededAccount(state, upline).id,
      downlineId: seededAccount(state, downline).id,
      periodType: type === 'DIVIDEND' ? 'SEMI_MONTHLY' : type === 'DAILY' ? 'DAILY' : null,
      rules: rulesOf[type](rate),
      status,
      createdAt: now - daysAgo * DAY,
      respondedAt: status === 'PENDING' ? null : now - (daysAgo - 1) * DAY,
      terminatedAt: null,
      terminationReason: null,
      reason: status === 'REJECTED' ? 'Rate too low' : null,
    });
  };
  for (const a of [1, 2, 3]) {
    add('DIVIDEND', 'agent', `sub${a}`, 40, 'ACTIVE', 60);
    add('DAILY', 'agent', `sub${a}`, 1.5, 'ACTIVE', 60);
    for (const b of ['a', 'b']) add('DIVIDEND', `sub${a}`, `sub${a}${b}`, 30, 'ACTIVE', 40);
  }
  // sub2 is offered a lower dividend: accepting it must terminate sub2's own 30% downline contracts.
  add('DIVIDEND', 'agent', 'sub2', 25, 'PENDING', 1);
  add('HOURLY', 'agent', 'sub1', 0.8, 'PENDING', 2);
  add('REALTIME', 'agent', 'sub3', 0.5, 'PENDING', 1);
  // Wages the agent pays every hour and every 5 minutes, so those reports have rows from the start.
  add('HOURLY', 'agent', 'sub2', 0.7, 'ACTIVE', 5);
  add('REALTIME', 'agent', 'sub1', 0.4, 'ACTIVE', 3);
  add('HOURLY', 'sub1', 'sub1a', 0.6, 'REJECTED', 9);
}
