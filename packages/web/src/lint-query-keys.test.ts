import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's root, wherever vitest runs from (jsdom's import.meta.url is no file URL).
let root = process.cwd();
while (!existsSync(join(root, 'pnpm-workspace.yaml')) && dirname(root) !== root) root = dirname(root);
root += '/';
const eslint = new ESLint({ cwd: root });

/** The inline-key findings for `source` planted as a web source file at `file` (under src/). */
async function lint(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${root}packages/web/src/${file}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

const refused = expect.stringContaining('Take the query key from a key factory');

describe('query keys come from key factories (root eslint.config.js)', { timeout: 60_000 }, () => {
  it('refuses a key written out in a component, a hook or a feature api file', async () => {
    const read = "export const q = useQuery({ queryKey: ['wallet', 'balance', sessionKey], queryFn });\n";
    expect(await lint('features/home/planted.tsx', read)).toEqual([refused]);
    expect(await lint('hooks/planted.ts', read)).toEqual([refused]);
    expect(await lint('features/home/api/get-planted.ts', read)).toEqual([refused]);
  });

  it('refuses the other spellings: as const, a ternary, an invalidation, a cache write, a key constant', async () => {
    expect(await lint('app/planted.ts', "export const o = { queryKey: ['member'] as const };\n")).toEqual([
      refused,
    ]);
    expect(
      await lint(
        'features/home/planted.ts',
        "export const o = { queryKey: a ? ['games', 'recent'] : keys.b() };\n",
      ),
    ).toEqual([refused]);
    expect(
      await lint('app/planted.ts', "client.invalidateQueries({ queryKey: ['member', 'info'] });\n"),
    ).toEqual([refused]);
    expect(await lint('app/planted.ts', "client.setQueryData(['site-config'], config);\n")).toEqual([
      refused,
    ]);
    expect(
      await lint('components/planted.ts', "export const LIST_KEY = ['games', 'list'] as const;\n"),
    ).toEqual([refused]);
  });

  it('accepts keys from the factories, and keys written in the factories themselves', async () => {
    expect(
      await lint(
        'features/home/planted.tsx',
        'export const q = useQuery({ queryKey: homeKeys.hotGames(code), queryFn });\n',
      ),
    ).toEqual([]);
    expect(
      await lint('app/planted.ts', 'client.setQueryData(siteConfigQuery(sdk).queryKey, config);\n'),
    ).toEqual([]);
    expect(
      await lint(
        'features/home/api/home-keys.ts',
        "export const k = { hot: () => ['games', 'hot'] as const };\n",
      ),
    ).toEqual([]);
    expect(await lint('lib/query-keys.ts', "export const LIST_KEY = ['games', 'list'] as const;\n")).toEqual(
      [],
    );
  });
});
