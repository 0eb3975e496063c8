import { describe, expect, it } from 'vitest';
import { checkReferences, isChecked, referencesIn } from './doc-links';

const files = new Set([
  'README.md',
  'docs/PROTOCOL.md',
  'packages/web/package.json',
  'packages/web/CONTRIBUTING.md',
  'packages/web/src/lib/format.ts',
  'packages/web/src/components/banners/banner-carousel.tsx',
  'packages/web/scripts/bundle-report.ts',
  'mocks/package.json',
  'mocks/src/server/http.ts',
]);
const modules = new Set(['xstate', 'msw']);
const broken = (file: string, text: string) =>
  checkReferences(referencesIn(file, text), files, (name) => modules.has(name)).map(
    (ref) => `${ref.target} ${ref.reason}`,
  );

describe('doc links', () => {
  it("passes a README's links and code paths that are in the repository, from its package or the root", () => {
    const text = [
      'See [the format helpers](src/lib/format.ts#L3), `src/components/banners/` and `lib/format.ts`,',
      'the report script `packages/web/scripts/bundle-report.ts`, the [root](../../README.md), [a site](https://example.com),',
      '`xstate/graph`, `@lobby/sdk`, `/wps/member/info`, `application/json`, `features/<name>/api`, `dist/assets/`, PROTOCOL.md.',
    ].join('\n');
    expect(broken('packages/web/CONTRIBUTING.md', text)).toEqual([]);
  });

  it('names a missing folder, a missing linked file and a document no file bears, with their lines', () => {
    const text = 'Owned: `features/banners`.\n[old](docs/gone.md) and STYLE.md';
    const refs = checkReferences(referencesIn('packages/web/CONTRIBUTING.md', text), files, () => false);
    expect(refs.map(({ line, target, reason }) => ({ line, target, reason }))).toEqual([
      { line: 2, target: 'docs/gone.md', reason: 'missing' },
      { line: 1, target: 'features/banners', reason: 'missing' },
      { line: 2, target: 'STYLE.md', reason: 'missing' },
    ]);
  });

  it('refuses what points outside the repository, even when it exists on this machine', () => {
    expect(broken('README.md', 'Read [the style](../shared/STYLE.md) from `/work/main`.')).toEqual([
      '../shared/STYLE.md outside the repository',
      '/work/main outside the repository',
    ]);
  });

  it("refuses a machine's folder in a Markdown code block", () => {
    const text = ['Run:', '```sh', 'cd /work/main/packages/web', 'corepack pnpm test', '```'].join('\n');
    const refs = checkReferences(referencesIn('README.md', text), files, () => false);
    expect(refs.map(({ line, target, reason }) => ({ line, target, reason }))).toEqual([
      { line: 3, target: '/work/main/packages/web', reason: 'outside the repository' },
    ]);
  });

  it("reads a source file's comments, not its strings or URLs", () => {
    // The block comment is put together so that the check of this very file does not read it as one.
    const block = '/' + '*';
    const source = [
      '// Same policy as src/config/security-headers.ts (see https://example.com/a/b.ts).',
      "const urls = ['https://x/a.ts', 'img/a.png', '//cdn.example/a.png'];",
      `${block}* Headers: see packages/web/src/lib/format.ts and ../../../../shared/PROTOCOL.md */`,
    ].join('\n');
    expect(broken('mocks/src/server/http.ts', source)).toEqual([
      'src/config/security-headers.ts missing',
      '../../../../shared/PROTOCOL.md outside the repository',
    ]);
  });

  it('reads documents and hand-written code, not generated code or pacts', () => {
    expect(
      ['README.md', 'packages/web/src/lib/format.ts', 'scripts/test.d/40-contracts.sh'].every(isChecked),
    ).toBe(true);
    expect(
      [
        'packages/sdk/src/generated/schema.ts',
        'contract-tests/pacts/web-sandbox.json',
        'pnpm-lock.yaml',
      ].some(isChecked),
    ).toBe(false);
  });
});
