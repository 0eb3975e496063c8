import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's root, wherever vitest runs from (jsdom's import.meta.url is no file URL).
let root = process.cwd();
while (!existsSync(join(root, 'pnpm-workspace.yaml')) && dirname(root) !== root) root = dirname(root);
root += '/';
const eslint = new ESLint({ cwd: root });

/** A rule's findings for `text` planted at `file` (from the repository's root). */
async function findings(file: string, text: string, rule: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: `${root}${file}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === rule)
    .map((message) => message.message);
}

/** The layer rule's findings for a one-line import planted in a web source file at `file` (under src/). */
const lint = (file: string, source: string): Promise<string[]> =>
  findings(`packages/web/src/${file}`, `import { x } from '${source}';\nexport const y = x;\n`, 'web/layers');

describe('the web layers (root eslint.config.js, packages/web/eslint-layers.js)', { timeout: 60_000 }, () => {
  it('refuses a feature importing another feature, by alias or by a relative path', async () => {
    expect(await lint('features/home/planted.tsx', '@/features/member/components/deposit')).toEqual([
      expect.stringContaining('may not import another feature'),
    ]);
    expect(
      await lint('features/home/components/planted.tsx', '../../member/hooks/use-records-texts'),
    ).toEqual([expect.stringContaining('features/member')]);
  });

  it('allows no feature an exception: the agent team may not reach into the member feature', async () => {
    expect(
      await lint('features/agent/components/team/planted.tsx', '@/features/member/api/wallet-keys'),
    ).toEqual([expect.stringContaining('may not import another feature')]);
  });

  it('refuses imports up the layers', async () => {
    expect(await lint('hooks/planted.ts', '@/components/modal/modal')).toEqual([
      expect.stringContaining('hooks may not import components'),
    ]);
    expect(await lint('hooks/planted.ts', '../components/money/money-outcome')).toEqual([
      expect.stringContaining('hooks may not import components'),
    ]);
    expect(await lint('lib/planted.ts', '@/hooks/use-session')).toEqual([
      expect.stringContaining('lib may not import hooks'),
    ]);
    expect(await lint('config/planted.ts', '../lib/format')).toEqual([
      expect.stringContaining('config may not import lib'),
    ]);
    expect(await lint('components/ui/planted.tsx', '@/features/home/home-page')).toEqual([
      expect.stringContaining('components may not import features'),
    ]);
    expect(await lint('features/home/planted.tsx', '@/app/router')).toEqual([
      expect.stringContaining('features/home may not import app'),
    ]);
  });

  it('accepts imports down the layers and within a feature', async () => {
    expect(await lint('app/planted.tsx', '@/features/member/member-centre-page')).toEqual([]);
    expect(await lint('features/member/components/planted.tsx', '../hooks/use-records-texts')).toEqual([]);
    expect(
      await lint('features/agent/components/team/planted.tsx', '@/components/money/amount-field'),
    ).toEqual([]);
    expect(await lint('components/money/planted.tsx', '@/hooks/use-money-move')).toEqual([]);
    expect(await lint('features/member/planted.tsx', '@/components/ui/spinner')).toEqual([]);
    expect(await lint('components/ui/planted.tsx', '@/hooks/use-session')).toEqual([]);
    expect(await lint('hooks/planted.ts', '@/lib/format')).toEqual([]);
  });

  it('refuses a component in hooks/: a hook file renders nothing', async () => {
    const component = 'export function Planted() {\n  return <p>drawn</p>;\n}\n';
    expect(await findings('packages/web/src/hooks/planted.tsx', component, 'web/layers')).toEqual([
      expect.stringContaining('hooks/ holds hooks, not components'),
    ]);
    expect(await findings('packages/web/src/components/ui/planted.tsx', component, 'web/layers')).toEqual([]);
  });
});

describe('the package boundaries (root eslint.config.js, eslint-boundaries.js)', { timeout: 60_000 }, () => {
  const importOf = (source: string) => `import { x } from '${source}';\nexport const y = x;\n`;

  it('refuses a relative import into another package, and takes one by name or within the package', async () => {
    const rule = 'boundaries/package-boundary';
    expect(await findings('mocks/src/spec/planted.ts', importOf('../../../openapi/index'), rule)).toEqual([
      expect.stringContaining('reaches into openapi from mocks'),
    ]);
    expect(
      await findings('packages/web/e2e/planted.ts', importOf('../../../mocks/src/server/cli'), rule),
    ).toEqual([expect.stringContaining('reaches into mocks from packages/web')]);
    expect(await findings('mocks/src/spec/planted.ts', importOf('@lobby/openapi'), rule)).toEqual([]);
    expect(await findings('mocks/src/spec/planted.ts', importOf('../http/types'), rule)).toEqual([]);
  });

  it("lets a package's configuration share the root's *.base.* configuration, and nothing else of the root", async () => {
    const rule = 'boundaries/package-boundary';
    expect(
      await findings('packages/web/planted.config.ts', importOf('../../vitest.isolated.base'), rule),
    ).toEqual([]);
    expect(
      await findings('packages/web/planted.config.ts', importOf('../../eslint-boundaries'), rule),
    ).toEqual([expect.stringContaining('reaches into the root package from packages/web')]);
  });

  it('refuses the sandbox in what ships, and lets tests and test helpers use it', async () => {
    const rule = 'boundaries/no-sandbox';
    for (const file of [
      'packages/web/src/lib/planted.ts',
      'packages/flows/src/planted.ts',
      'packages/sdk/src/planted.ts',
    ])
      expect(await findings(file, importOf('@lobby/mocks/node'), rule), file).toEqual([
        expect.stringContaining('is the sandbox'),
      ]);
    expect(
      await findings('packages/web/src/lib/planted.test.ts', importOf('@lobby/mocks/node'), rule),
    ).toEqual([]);
    expect(await findings('packages/web/src/testing/planted.ts', importOf('@lobby/mocks'), rule)).toEqual([]);
  });
});
