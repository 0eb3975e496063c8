import { describe, expect, it } from 'vitest';
import { failureOf } from '../testing/expect-failure';
import { useSandboxServer } from '../testing/use-sandbox-server';

const sandbox = useSandboxServer();

describe('contracts', () => {
  it('terminates a downline contract whose rate is above the rate the upline accepts', async () => {
    const sub2 = await sandbox().loginAs('sub2', 'pass1234');
    const before = await sub2.contracts.listContracts({ type: 'DIVIDEND', role: 'upline', status: 'ACTIVE' });
    expect(before.list.map((c) => c.downlineAccount).sort()).toEqual(['sub2a', 'sub2b']);
    const [offer] = await sub2.contracts.listPendingContracts({ type: 'DIVIDEND' });
    expect(offer).toMatchObject({ uplineAccount: 'agent', status: 'PENDING' });
    const accepted = await sub2.contracts.acceptContract({ contractId: offer!.contractId });
    expect(accepted.contract.status).toBe('ACTIVE');
    expect(accepted.terminatedContractIds.sort()).toEqual(before.list.map((c) => c.contractId).sort());
    const after = await sub2.contracts.listContracts({ type: 'DIVIDEND', role: 'upline' });
    expect(
      after.list.every((c) => c.status === 'TERMINATED' && c.terminationReason === 'LOWER_RATE_ACCEPTED'),
    ).toBe(true);
    const sub2a = await sandbox().loginAs('sub2a', 'pass1234');
    const mine = await sub2a.contracts.listContracts({ type: 'DIVIDEND', role: 'downline' });
    expect(mine.list[0]?.status).toBe('TERMINATED');
  });

  it('keeps downline contracts at or below the accepted rate', async () => {
    const sub1 = await sandbox().loginAs('sub1', 'pass1234');
    const [hourly] = await sub1.contracts.listPendingContracts({ type: 'HOURLY' });
    const accepted = await sub1.contracts.acceptContract({ contractId: hourly!.contractId });
    expect(accepted.terminatedContractIds).toEqual([]);
  });

  it('lets an agent offer no more than its own rate, only to a direct downline', async () => {
    const sub1 = await sandbox().loginAs('sub1', 'pass1234');
    const tooHigh = await failureOf(
      sub1.contracts.offerContract({ downlineAccount: 'sub1a', type: 'DIVIDEND', rules: [{ rate: 45 }] }),
    );
    expect(tooHigh.message).toBe('The rate cannot exceed your own 40%');
    const notMine = await failureOf(
      sub1.contracts.offerContract({ downlineAccount: 'sub2a', type: 'DAILY', rules: [{ rate: 1 }] }),
    );
    expect(notMine.message).toBe('Contracts can only be offered to a direct downline');
    const agent = await sandbox().loginAs('agent', 'agent1234');
    const toPlayer = await failureOf(
      agent.contracts.offerContract({ downlineAccount: 'demo', type: 'DAILY', rules: [{ rate: 1 }] }),
    );
    expect(toPlayer.message).toBe('Contracts can only be offered to agent downlines');
    const offered = await sub1.contracts.offerContract({
      downlineAccount: 'sub1a',
      type: 'DAILY',
      rules: [{ rate: 1 }],
    });
    const sub1a = await sandbox().loginAs('sub1a', 'pass1234');
    const rejected = await sub1a.contracts.rejectContract({
      contractId: offered.contractId,
      reason: 'Too low',
    });
    expect(rejected).toMatchObject({ status: 'REJECTED', reason: 'Too low' });
  });

  it('refuses the agent area to players', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const error = await failureOf(demo.contracts.listPendingContracts({}));
    expect(error).toMatchObject({ status: 403, message: 'Non-agents cannot log in' });
    const overview = await failureOf(
      demo.agent.getTeamOverview({ startDate: '2026-01-01', endDate: '2026-01-31' }),
    );
    expect(overview.message).toBe('Non-agents cannot log in');
  });
});
