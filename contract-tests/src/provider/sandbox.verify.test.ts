/**
 * Provider verification: the sandbox's real HTTP server, in its own process, replays every
 * interaction of the pact with the states set through its controls. One test per interaction.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACT_FILE } from '../harness/lobby-pact';
import { startSandboxProcess, type SandboxProcess } from './sandbox-process';
import { sandboxStates } from './sandbox-states';
import { verifyProvider, type VerificationResult } from './verify-provider';

const interactions = (JSON.parse(readFileSync(PACT_FILE, 'utf8')) as { interactions: { description: string }[] }).interactions;

let sandbox: SandboxProcess | undefined;
let result: VerificationResult;

beforeAll(async () => {
  sandbox = await startSandboxProcess();
  result = await verifyProvider({ providerBaseUrl: sandbox.url, ...sandboxStates(sandbox.url) });
});

afterAll(async () => {
  await sandbox?.stop();
});

describe('the sandbox honours the pact', () => {
  it('ran the verification', () => {
    expect(result.output).toContain('Verifying a pact between');
  });

  for (const { description } of interactions) {
    it(description, () => {
      expect(result.errors.filter((e) => e.interaction === description)).toEqual([]);
    });
  }
});
