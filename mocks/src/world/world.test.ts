import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './vendors';
import { createWorld } from './world';

const NOW = Date.UTC(2026, 10, 22, 12);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory()
      ? sources(path)
      : path.endsWith('.ts') && !path.endsWith('.test.ts')
        ? [path]
        : [];
  });
}

describe('the seeded world', () => {
  it('is the same for the same seed and clock, and different for another seed', () => {
    const a = createWorld('seed-a', NOW);
    const b = createWorld('seed-a', NOW);
    const c = createWorld('seed-c', NOW);
    const digest = (w: ReturnType<typeof createWorld>) =>
      JSON.stringify({
        games: w.catalogue.games,
        members: [...w.state.members.values()],
        tx: w.state.transactions,
        rsa: w.rsa.modulusHex,
      });
    expect(digest(a)).toBe(digest(b));
    expect(digest(a)).not.toBe(digest(c));
  });

  it('has the catalogue the lobby needs: 9 categories, 40+ vendors, 1,500+ games with hot flags', () => {
    const { catalogue } = createWorld('lobby-sandbox', NOW);
    expect(new Set(catalogue.vendors.map((v) => v.category))).toEqual(new Set(CATEGORIES));
    expect(CATEGORIES).toHaveLength(9);
    expect(catalogue.vendors.length).toBeGreaterThanOrEqual(40);
    expect(catalogue.games.length).toBeGreaterThanOrEqual(1500);
    expect(catalogue.games.filter((g) => g.isHot).length).toBeGreaterThan(50);
    expect(new Set(catalogue.games.map((g) => g.nodeId)).size).toBe(catalogue.games.length);
    expect(new Set(catalogue.content.banners.map((b) => b.groupName))).toEqual(
      new Set(['w_home', 'w_leftmenu']),
    );
    expect(
      new Set(catalogue.content.announcements.filter((a) => a.type === 'PU').map((a) => a.execution)),
    ).toEqual(new Set(['A', 'B', 'F']));
    expect(catalogue.content.articles.some((a) => a.category === 'TERMS')).toBe(true);
  });

  it('gives the agent three levels of downlines and keeps every ledger consistent', () => {
    const { state } = createWorld('lobby-sandbox', NOW);
    const members = [...state.members.values()];
    const agent = members.find((m) => m.account === 'agent')!;
    const depth = (id: number): number => {
      const m = state.members.get(id)!;
      return m.uplineId === null || m.uplineId === agent.id ? 1 : 1 + depth(m.uplineId);
    };
    expect(Math.max(...members.filter((m) => m.uplineId !== null).map((m) => depth(m.id)))).toBe(3);
    for (const m of members) {
      const ledger = state.transactions.filter((t) => t.memberId === m.id);
      expect(ledger.reduce((sum, t) => sum + t.amount, 0)).toBe(m.balance);
      expect(ledger.every((t) => t.balanceAfter >= 0)).toBe(true);
    }
  });

  it('draws every random value from the seed: no Math.random anywhere in the sandbox', () => {
    const offenders = sources(join(__dirname, '..')).filter((file) =>
      readFileSync(file, 'utf8').includes('Math.random'),
    );
    expect(offenders).toEqual([]);
  });
});
