/**
 * Provider verification: the sandbox's real HTTP server, in its own process, replays every
 * interaction of the pact with the states set through its controls. One test per interaction.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACT_FILE } from '../harness/lobby-pact';
import { startSandboxProcess, type SandboxProcess } from '@lobby/mocks/testing/process';
import { sandboxStates } from './sandbox-states';
import { verifyProvider, type VerificationResult } from './verify-provider';

const interactions = (
  JSON.parse(readFileSync(PACT_FILE, 'utf8')) as { interactions: { description: string }[] }
).interactions;

let sandbox: SandboxProcess | undefined;
let result: VerificationResult;

beforeAll(async () => {
  sandbox = await startSandboxProcess();
  const { stateHandlers, requestFilter } = sandboxStates(sandbox.url);
  result = await verifyProvider({ providerBaseUrl: sandbox.url, stateHandlers, requestFilter });
});

afterAll(async () => {
  await sandbox?.stop();
});

describe('the sandbox honours the pact', () => {
  it('verified every interaction of the pact', () => {
    expect(result.interactions.map((i) => i.description).sort()).toEqual(
      interactions.map((i) => i.description).sort(),
    );
  });

  for (const { description } of interactions) {
    it(description, () => {
      const outcome = result.interactions.find((i) => i.description === description);
      // The verifier names a failure "Verifying a pact between ... - <description>".
      const mismatches = result.errors
        .filter((e) => e.interaction.endsWith(` - ${description}`))
        .map((e) => e.mismatch);
      expect({ result: outcome?.result, mismatches }).toEqual({ result: 'OK', mismatches: [] });
    });
  }
});
