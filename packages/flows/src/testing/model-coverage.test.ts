import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { runModel, type ModelCoverage, type ModelSpec } from './model-harness.js';
import { coverageMarkdown } from './model-inventory.js';
import type * as IdempotencyKey from '../money/idempotency-key.js';
import { modelSpecs } from './model-specs.js';

// Idempotency keys are random; the replay compares the live context with the model's, so here every
// move gets the same key (the unit tests check that each SUBMIT gets a new one).
vi.mock('../money/idempotency-key.js', async (importOriginal) => ({
  ...(await importOriginal<typeof IdempotencyKey>()),
  newIdempotencyKey: () => 'model-key',
}));

const results: ModelCoverage[] = [];

describe('model-based tests (xstate/graph)', () => {
  for (const spec of modelSpecs as ModelSpec[]) {
    it(
      `${spec.name}: every path replays on a live actor and covers every state and transition`,
      { timeout: 60_000 },
      async () => {
        const coverage = await runModel(spec);
        results.push(coverage);
        expect(coverage.states.missing).toEqual([]);
        expect(coverage.transitions.missing).toEqual([]);
        expect(coverage.states.covered).toBe(coverage.states.total);
        expect(coverage.transitions.covered).toBe(coverage.transitions.total);
      },
    );
  }
  afterAll(() => {
    const ordered = [...results].sort((a, b) => a.name.localeCompare(b.name));
    writeFileSync(
      fileURLToPath(new URL('../../coverage-report.md', import.meta.url)),
      coverageMarkdown(ordered),
    );
  });
});
