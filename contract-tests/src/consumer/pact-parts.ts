/**
 * Vitest global setup of the consumer run: starts from no pact (Pact merges into an existing file,
 * so renamed or deleted tests would live on), and at the end merges the parts the test files
 * wrote into the one pact file of the pair, in Pact's own order (by description).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { EVENTS_PACT_FILE, PACT_DIR, PACT_FILE, PACT_PARTS_DIR } from '../harness/lobby-pact';

interface PactFile {
  interactions: { description: string; providerStates?: unknown[] }[];
  [key: string]: unknown;
}

const keyOf = (i: PactFile['interactions'][number]): string =>
  `${i.description}\u0000${JSON.stringify(i.providerStates ?? [])}`;

/** Merges the parts into one pact; an interaction recorded by several files is kept once. */
export function mergeParts(parts: PactFile[]): PactFile | null {
  const [first] = parts;
  if (!first) return null;
  const byKey = new Map<string, PactFile['interactions'][number]>();
  for (const part of parts)
    for (const interaction of part.interactions) byKey.set(keyOf(interaction), interaction);
  const interactions = [...byKey.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, i]) => i);
  return { ...first, interactions };
}

/** Merges the parts of one pact file (`consumer-provider.json`) into the committed pact of that name. */
function writeMerged(file: string): void {
  const parts = readdirSync(PACT_PARTS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      try {
        return [JSON.parse(readFileSync(`${PACT_PARTS_DIR}/${entry.name}/${file}`, 'utf8')) as PactFile];
      } catch {
        return [];
      }
    });
  const pact = mergeParts(parts);
  if (!pact) return;
  mkdirSync(PACT_DIR, { recursive: true });
  writeFileSync(`${PACT_DIR}/${file}`, `${JSON.stringify(pact, null, 2)}\n`);
}

export default function pactParts(): () => void {
  rmSync(PACT_PARTS_DIR, { recursive: true, force: true });
  const files = [PACT_FILE, EVENTS_PACT_FILE];
  for (const file of files) rmSync(file, { force: true });
  return () => {
    for (const file of files) writeMerged(basename(file));
  };
}
