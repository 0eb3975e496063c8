import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { StateMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { modelSpecs } from './model-specs.js';

const src = fileURLToPath(new URL('..', import.meta.url));
const machineFiles = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.machine.ts'),
);

// The coverage test replays only the models listed in model-specs: a machine whose model is missing or
// left out of the list would pass it untested.
describe('model registry', () => {
  it('every machine file has its model beside it, listed in model-specs', { timeout: 60_000 }, async () => {
    expect(machineFiles.length).toBeGreaterThanOrEqual(32);
    const missing: string[] = [];
    for (const file of machineFiles) {
      const modelFile = file.replace(/\.machine\.ts$/, '.model.ts');
      if (!existsSync(`${src}${modelFile}`)) {
        missing.push(`${modelFile} (no file)`);
        continue;
      }
      const machines = Object.values(await import(`${src}${file}`)).filter(
        (value) => value instanceof StateMachine,
      );
      const models = Object.values(await import(`${src}${modelFile}`));
      if (machines.length === 0) missing.push(`${file} (exports no machine)`);
      for (const machine of machines) {
        if (!modelSpecs.some((spec) => spec.machine === machine))
          missing.push(`${file} (its machine has no listed model)`);
      }
      for (const model of models) {
        if (!modelSpecs.includes(model as (typeof modelSpecs)[number]))
          missing.push(`${modelFile} (not in model-specs)`);
      }
    }
    expect(missing).toEqual([]);
  });
});
