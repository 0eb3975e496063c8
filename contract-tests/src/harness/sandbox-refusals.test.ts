import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { refusingOperations } from './sandbox-refusals';

// A sandbox in miniature: the refusal helper, a helper that refuses, and handlers that do or do not reach it.
const root = mkdtempSync(join(tmpdir(), 'sandbox-refusals-'));
const files: Record<string, string> = {
  'http/envelope.ts': `export class SandboxError extends Error { constructor(readonly status: number, m: string) { super(m); } }
export const refuse = (message: string) => new SandboxError(200, message);
export const notFound = (what: string) => new SandboxError(404, what);
export const defineHandlers = (resolvers: Record<string, unknown>) => resolvers;`,
  'handlers/format.ts': `import { refuse } from '../http/envelope';
export function realMember(trial: boolean) { if (trial) throw refuse('in_need_true_account'); return 1; }`,
  'handlers/shop.ts': `import { defineHandlers, notFound, SandboxError } from '../http/envelope';
import { realMember } from './format';
function buy(trial: boolean) { return realMember(trial); }
const replay = () => new SandboxError(200, 'the first answer again');
export const shop = defineHandlers({
  buy,
  browse: () => { throw notFound('shelf'); },
  repeat: () => replay(),
  pay: (trial: boolean) => [trial].map(realMember),
});`,
  'handlers/shop.test.ts': `import { refuse } from '../http/envelope';
import { defineHandlers } from '../http/envelope';
export const t = defineHandlers({ tested: () => { throw refuse('only a test'); } });`,
};
for (const [path, text] of Object.entries(files)) {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('refusingOperations', () => {
  it('finds the handlers that reach refuse through the functions they name, not tests or other errors', () => {
    expect(refusingOperations(root)).toEqual(['buy', 'pay']);
  });
});
