/**
 * Provider verification: the sandbox's real HTTP server, in its own process, replays every
 * interaction of the pact with the states set through its controls. One test per interaction.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { PACT_FILE } from '../harness/lobby-pact';
import { startSandboxProcess, type SandboxProcess } from '@lobby/mocks/testing/process';
import { sandboxStates } from './sandbox-states';
import { describeVerification } from './verified';
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

describeVerification(
  'the sandbox honours the pact',
  interactions.map((i) => i.description),
  () => result,
);
