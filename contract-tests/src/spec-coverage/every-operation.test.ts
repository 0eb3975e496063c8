/**
 * The coverage check: every operation of the bundled spec has at least one interaction in the pact
 * files, and no interaction calls something the spec lacks. Runs after the consumer tests wrote them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PACT_DIR } from '../harness/lobby-pact';
import {
  uncoveredOperations,
  unknownRequests,
  unrefusedOperations,
  type RecordedInteraction,
} from '../harness/pact-coverage';
import { refusingOperations } from '../harness/sandbox-refusals';
import { specOperations } from '../harness/spec';

interface PactFile {
  metadata?: { pactSpecification?: { version?: string } };
  interactions: (RecordedInteraction & { type?: string })[];
}

const pacts = readdirSync(PACT_DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(`${PACT_DIR}/${f}`, 'utf8')) as PactFile);
/**
 * Operations whose resolver reaches a refusal their calls cannot meet, with the reason: the source
 * reading cannot tell, so each is named here, and the check fails once the sandbox no longer reaches one.
 */
const UNREACHABLE_REFUSALS: Record<string, string> = {
  freePlayLogin:
    'the login refuses a member on a time-out or excluded, but free play creates a new guest each call, whom none can name',
};

// The events channel's message pact (every-event.test.ts) has no requests: HTTP interactions only here.
const interactions = pacts.flatMap((p) => p.interactions).filter((i) => i.type === 'Synchronous/HTTP');
const requests = interactions.map((i) => i.request);

describe('pact coverage of the spec', () => {
  it('has Pact V4 files', () => {
    expect(pacts.length).toBeGreaterThan(0);
    for (const pact of pacts) expect(pact.metadata?.pactSpecification?.version).toMatch(/^4\./);
  });

  it('has an interaction for every operationId of the spec', () => {
    expect(uncoveredOperations(specOperations(), requests)).toEqual([]);
  });

  it('has no interaction for a call the spec lacks', () => {
    expect(unknownRequests(specOperations(), requests)).toEqual([]);
  });

  // The sandbox's source says which operations can refuse; each needs a refusal the backend must honour too.
  it('has a refusal (200, success: false) of every operation the sandbox can refuse', () => {
    const refusing = refusingOperations();
    expect(refusing).toEqual(expect.arrayContaining(Object.keys(UNREACHABLE_REFUSALS)));
    const needed = refusing.filter((id) => !(id in UNREACHABLE_REFUSALS));
    expect(unrefusedOperations(needed, specOperations(), interactions)).toEqual([]);
  });
});
