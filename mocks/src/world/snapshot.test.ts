import { describe, expect, it } from 'vitest';
import { snapshotState } from './snapshot';
import { createWorld } from './world';

describe('snapshotState', () => {
  it('equals the state it copies', () => {
    const { state } = createWorld('snapshot-test', Date.UTC(2026, 10, 22));
    expect(snapshotState(state)).toEqual(state);
  });

  it('is not reached by the in-place changes handlers make', () => {
    const { state } = createWorld('snapshot-test', Date.UTC(2026, 10, 22));
    const before = structuredClone(state);
    const snapshot = snapshotState(state);
    const member = [...state.members.values()][1]!;
    member.balance = -1;
    member.vendorWallets.PG = 5;
    member.profile.payeeName = 'changed';
    state.contracts[0]!.status = 'TERMINATED';
    state.contracts[0]!.rules[0]!.rate = 99;
    state.withdrawals[0]!.status = 'RECEIVED';
    state.messages[0]!.read = !state.messages[0]!.read;
    state.bankCards[0]!.isDefault = false;
    state.favourites.get(member.id)!.push(1);
    state.sessions.set('t', 1);
    state.transactions.push({ ...state.transactions[0]!, id: 'T-new' });
    state.claimedRewards.add('x');
    state.nextId += 10;
    expect(snapshot).toEqual(before);
  });
});
