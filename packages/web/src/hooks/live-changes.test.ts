import { describe, expect, it } from 'vitest';
import type { QueryKey } from '@tanstack/react-query';
import { zEventName, type LobbyEvent, type LobbyEventName } from '@lobby/sdk/events';
import { moneyChanges } from './refresh-after-money';
import { eventChanges, polledChanges } from './live-changes';

const event = (name: LobbyEventName, data: Record<string, unknown> = {}): LobbyEvent =>
  ({ type: 'event', id: 1, time: '2026-01-01 00:00:00', name, data }) as LobbyEvent;

const withdrawals: QueryKey[] = [['listWithdrawals'], ['getWithdrawInfo'], ['wallet', 'confirmations']];
const contracts: QueryKey[] = [['member', 'contracts']];

// Written out rather than built from the factories: a factory that changes its key shows here.
const expected: Record<LobbyEventName, QueryKey[]> = {
  balanceChanged: moneyChanges(),
  depositStatusChanged: [['listDeposits']],
  withdrawalStatusChanged: withdrawals,
  withdrawalAwaitingConfirmation: withdrawals,
  messageReceived: [
    ['member', 'unread'],
    ['member', 'info'],
    ['member', 'social', 'messages'],
  ],
  rewardIssued: [['listRewardCenter'], ['listBonusDetails'], ['rewards', 'missions'], ['member', 'info']],
  contractOffered: contracts,
  contractAnswered: contracts,
  contractTerminated: contracts,
  sessionEnded: [],
  maintenanceSwitched: [],
};

describe('what each event of the events channel changes', () => {
  it('maps every event name of the events document, and no other', () => {
    expect(Object.keys(expected).sort()).toEqual([...zEventName.options].sort());
  });

  it.each([...zEventName.options])('%s makes exactly its reads stale', (name) => {
    const data = name === 'balanceChanged' ? { reason: 'BET' } : {};
    expect(eventChanges(event(name, data))).toEqual(expected[name]);
  });

  it("a transfer within the team also reads the agent's team again, a bet does not", () => {
    const team = ['agent', 'team'];
    for (const reason of ['UPLINE_TRANSFER', 'DOWNLINE_TRANSFER'])
      expect(eventChanges(event('balanceChanged', { reason }))).toEqual([...moneyChanges(), team]);
    expect(eventChanges(event('balanceChanged', { reason: 'PAYOUT' }))).not.toContainEqual(team);
  });

  it('the balance is among what a balance change reads again', () => {
    expect(eventChanges(event('balanceChanged', { reason: 'BET' }))).toContainEqual(['wallet']);
  });

  it('polling reads the balance, the badges, the payments to confirm and the contract prompt', () => {
    expect(polledChanges()).toEqual([
      ['wallet', 'balance'],
      ['member', 'unread'],
      ['member', 'info'],
      ['wallet', 'confirmations'],
      ['getWithdrawInfo'],
      ['member', 'contracts'],
    ]);
  });
});
