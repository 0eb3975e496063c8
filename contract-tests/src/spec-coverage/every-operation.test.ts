/**
 * The coverage check: every operation of the bundled spec has at least one interaction in the pact
 * files, and no interaction calls something the spec lacks. Runs after the consumer tests wrote them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PACT_DIR } from '../harness/lobby-pact';
import { uncoveredOperations, unknownRequests, type RecordedRequest } from '../harness/pact-coverage';
import { specOperations } from '../harness/spec';

interface PactFile {
  metadata?: { pactSpecification?: { version?: string } };
  interactions: { type?: string; request: RecordedRequest }[];
}

const pacts = readdirSync(PACT_DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(`${PACT_DIR}/${f}`, 'utf8')) as PactFile);
const requests = pacts.flatMap((p) => p.interactions.map((i) => i.request));

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
});
