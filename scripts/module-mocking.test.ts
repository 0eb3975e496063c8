import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The unit tests of these packages share a worker's modules from one test file to the next (`isolate: false` in
 * their vitest.config.ts: importing them once a worker instead of once a file is most of the step's CPU). A file that replaces modules (vi.mock, vi.doMock, vi.resetModules) must run
 * apart, with a fresh module graph: its package's `moduleMockingTests` lists it for vitest.isolated.config.ts.
 * Unlisted, its mock may silently not apply (the module was loaded for an earlier file) or leak into later files.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const PACKAGES = ['packages/web', 'packages/flows', 'packages/sdk', 'mocks', 'contract-tests'];
const REPLACES_MODULES = /\bvi\.(mock|doMock|unmock|doUnmock|resetModules)\(/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

async function listed(pkg: string): Promise<string[]> {
  const config = (await import(join(root, pkg, 'vitest.config.ts'))) as { moduleMockingTests?: string[] };
  return config.moduleMockingTests ?? [];
}

describe('test files that replace modules', () => {
  it.each(PACKAGES)('%s: every one runs isolated (moduleMockingTests)', async (pkg) => {
    const dir = join(root, pkg);
    const replacing = testFiles(dir)
      .filter((file) => REPLACES_MODULES.test(readFileSync(file, 'utf8')))
      .map((file) => relative(dir, file))
      .sort();
    expect(replacing).toEqual([...(await listed(pkg))].sort());
  });
});
