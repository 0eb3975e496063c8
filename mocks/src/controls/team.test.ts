import { describe, expect, it } from 'vitest';
import { useSandboxServer } from '../testing/use-sandbox-server';

const sandbox = useSandboxServer();

describe('POST /__sandbox/team (a big team for benchmarks)', () => {
  it('adds direct agents and players below them under the agent, paged one level at a time like any team', async () => {
    expect(await sandbox().control('POST', 'team', { parent: 'agent', size: 5000 })).toEqual({
      parent: 'agent',
      added: 5000,
      direct: 500,
    });
    const agent = await sandbox().loginAs('agent', 'agent1234');
    const top = await agent.agent.listDownlines({ directOnly: true, pageNo: 1, pageSize: 50 });
    // The seeded direct downlines (demo, weak, expired, sub1..sub3) and the 500 new agents.
    expect(top.total).toBe(506);
    const grown = await agent.agent.listDownlines({ parentAccount: 'agentx0', pageNo: 1, pageSize: 50 });
    expect(grown.total).toBe(9);
    expect(grown.list.map((d) => d.account)).toEqual([
      'agentx500',
      'agentx1000',
      'agentx1500',
      'agentx2000',
      'agentx2500',
      'agentx3000',
      'agentx3500',
      'agentx4000',
      'agentx4500',
    ]);
    expect(grown.list.every((d) => d.role === 'PLAYER' && d.level === 2 && d.directCount === 0)).toBe(true);
    const overview = await agent.agent.getTeamOverview({ startDate: '2026-01-01', endDate: '2026-01-31' });
    expect(overview.teamSize).toBeGreaterThanOrEqual(5000);
  });

  it('builds the same team every time, once per parent, and refuses a bad size or a parent that is not an agent', async () => {
    await sandbox().control('POST', 'team', { parent: 'sub1', size: 20 });
    const sub1 = await sandbox().loginAs('sub1', 'pass1234');
    const first = await sub1.agent.listDownlines({ parentAccount: 'sub1x1', pageNo: 1, pageSize: 50 });
    expect(first.list.map((d) => d.account)).toEqual([
      'sub1x3',
      'sub1x5',
      'sub1x7',
      'sub1x9',
      'sub1x11',
      'sub1x13',
      'sub1x15',
      'sub1x17',
      'sub1x19',
    ]);
    await expect(sandbox().control('POST', 'team', { parent: 'sub1', size: 20 })).rejects.toThrow(
      'already has a grown team',
    );
    await expect(sandbox().control('POST', 'team', { parent: 'demo', size: 20 })).rejects.toThrow(
      'no agent demo',
    );
    await expect(sandbox().control('POST', 'team', { parent: 'agent', size: 0 })).rejects.toThrow(
      'size must be',
    );
    await expect(sandbox().control('POST', 'team', { parent: 'agent', size: 1.5 })).rejects.toThrow(
      'size must be',
    );
  });
});
