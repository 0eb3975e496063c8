/**
 * Message pact verification: the sandbox's real server, in its own process, makes each event of the events
 * pact happen in its world (event-scenarios.ts), and the verifier compares the message its events channel sent
 * with the pact. One test per message.
 */
import { readFileSync } from 'node:fs';
import type { EventsClient, Received } from '@lobby/mocks/testing/events';
import { startSandboxProcess, type SandboxProcess } from '@lobby/mocks/testing/process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_PACT_FILE, EVENTS_PROVIDER } from '../harness/lobby-pact';
import { STATE } from '../harness/states';
import { EVENT_SCENARIOS } from './event-scenarios';
import { Sandbox, STATE_HANDLERS } from './states';
import { verifyProvider, type VerificationResult } from './verify-provider';

interface MessageInteraction {
  description: string;
  contents: { content: { name: string } };
}

const interactions = (
  JSON.parse(readFileSync(EVENTS_PACT_FILE, 'utf8')) as { interactions: MessageInteraction[] }
).interactions;

const EVENT_TIMEOUT_MS = 10_000;

/**
 * The first event of `name` the channel sent, as sent. The test client marks a message that breaks the events
 * document; it is handed over all the same, for the verifier to say what is wrong with it.
 */
async function sentEvent(events: EventsClient, name: string): Promise<Received> {
  const deadline = Date.now() + EVENT_TIMEOUT_MS;
  for (;;) {
    const found = events.received
      .map((m) => (m.type === 'contract-broken' ? (m.message as Received) : m))
      .find((m) => m.type === 'event' && m.name === name);
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`the channel sent no ${name} event: ${JSON.stringify(events.received)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

let sandbox: SandboxProcess | undefined;
let result: VerificationResult;
let listening: EventsClient | null = null;

beforeAll(async () => {
  sandbox = await startSandboxProcess();
  const world = new Sandbox(sandbox.url);
  const reset = STATE_HANDLERS[STATE.seed]!;
  const stateHandlers = {
    [STATE.seed]: async () => {
      listening?.close();
      listening = null;
      await reset({}, world);
    },
    ...Object.fromEntries(
      Object.entries(EVENT_SCENARIOS).map(([state, scenario]) => [
        state,
        async () => {
          listening = await scenario(world);
        },
      ]),
    ),
  };
  const messageProviders = Object.fromEntries(
    interactions.map(({ description, contents }) => [
      description,
      async () => {
        if (!listening) throw new Error('no session listens: the interaction names no event state');
        return sentEvent(listening, contents.content.name);
      },
    ]),
  );
  result = await verifyProvider({
    provider: EVENTS_PROVIDER,
    pactUrls: [EVENTS_PACT_FILE],
    stateHandlers,
    messageProviders,
  });
});

afterAll(async () => {
  listening?.close();
  await sandbox?.stop();
});

describe("the sandbox's events channel honours the message pact", () => {
  it('verified every message of the pact', () => {
    expect(result.interactions.map((i) => i.description).sort()).toEqual(
      interactions.map((i) => i.description).sort(),
    );
  });

  for (const { description } of interactions) {
    it(description, () => {
      const outcome = result.interactions.find((i) => i.description === description);
      const mismatches = result.errors
        .filter((e) => e.interaction.endsWith(` - ${description}`))
        .map((e) => e.mismatch);
      expect({ result: outcome?.result, mismatches }).toEqual({ result: 'OK', mismatches: [] });
    });
  }
});
