/**
 * The coverage check of the events channel: every event name of the events document, and every reason a
 * session ends, has a message in the message pact, and no message names an event the document lacks. Runs
 * after the consumer tests wrote the pact.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eventNames, sessionEndReasons } from '../harness/events-spec';
import { EVENTS_PACT_FILE } from '../harness/lobby-pact';

interface MessagePact {
  metadata?: { pactSpecification?: { version?: string } };
  interactions: { type?: string; contents?: { content?: { name?: string; data?: { reason?: unknown } } } }[];
}

const pact = JSON.parse(readFileSync(EVENTS_PACT_FILE, 'utf8')) as MessagePact;
const sent = pact.interactions.map((i) => i.contents?.content ?? {});

/** Of `wanted`, those no message of the pact stands for, in the given order. */
export const uncovered = (wanted: string[], covered: (string | undefined)[]): string[] =>
  wanted.filter((name) => !covered.includes(name));

describe('message pact coverage of the events document', () => {
  it('is a Pact V4 file of asynchronous messages', () => {
    expect(pact.metadata?.pactSpecification?.version).toMatch(/^4\./);
    expect(pact.interactions.length).toBeGreaterThan(0);
    for (const i of pact.interactions) expect(i.type).toBe('Asynchronous/Messages');
  });

  it('has a message for every event name of the document', () => {
    expect(
      uncovered(
        eventNames(),
        sent.map((c) => c.name),
      ),
    ).toEqual([]);
  });

  it('has a sessionEnded message for every reason a session ends', () => {
    const reasons = sent.filter((c) => c.name === 'sessionEnded').map((c) => String(c.data?.reason));
    expect(uncovered(sessionEndReasons(), reasons)).toEqual([]);
  });

  it('has no message of an event the document lacks', () => {
    expect(sent.map((c) => c.name).filter((name) => !eventNames().includes(String(name)))).toEqual([]);
  });
});
