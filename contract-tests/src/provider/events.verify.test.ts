/**
 * Message pact verification: the sandbox's real server, in its own process, makes each event of the events
 * pact happen in its world (event-scenarios.ts), and the verifier compares the message its events channel sent
 * with the pact. One test per message.
 */
import { afterAll, beforeAll, inject } from 'vitest';
import { EVENTS_PACT_FILE, EVENTS_PROVIDER } from '../harness/lobby-pact';
import { eventsPactMessages, sandboxEventProviders, type SandboxEventProviders } from './event-scenarios';
import { describeVerification } from './verified';
import { verifyProvider, type VerificationResult } from './verify-provider';

const interactions = eventsPactMessages();

let result: VerificationResult;
let providers: SandboxEventProviders | undefined;

beforeAll(async () => {
  // The sandbox process of the run (sandbox-process.ts).
  providers = sandboxEventProviders(inject('sandboxUrl'));
  const { stateHandlers, messageProviders } = providers;
  result = await verifyProvider({
    provider: EVENTS_PROVIDER,
    pactUrls: [EVENTS_PACT_FILE],
    stateHandlers,
    messageProviders,
  });
});

afterAll(() => providers?.close());

describeVerification(
  "the sandbox's events channel honours the message pact",
  interactions.map((i) => i.description),
  () => result,
);
