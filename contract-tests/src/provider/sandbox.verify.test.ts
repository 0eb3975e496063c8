/**
 * Provider verification: the sandbox's real HTTP server, in its own process, replays every
 * interaction of the pact with the states set through its controls. One test per interaction.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, inject } from 'vitest';
import { PACT_FILE } from '../harness/lobby-pact';
import { sandboxStates } from './sandbox-states';
import { describeVerification } from './verified';
import { verifyProvider, type VerificationResult } from './verify-provider';

const interactions = (
  JSON.parse(readFileSync(PACT_FILE, 'utf8')) as { interactions: { description: string }[] }
).interactions;

let result: VerificationResult;

beforeAll(async () => {
  // The sandbox process of the run (sandbox-process.ts).
  const url = inject('sandboxUrl');
  const { stateHandlers, requestFilter } = sandboxStates(url);
  result = await verifyProvider({ providerBaseUrl: url, stateHandlers, requestFilter });
});

describeVerification(
  'the sandbox honours the pact',
  interactions.map((i) => i.description),
  () => result,
);
