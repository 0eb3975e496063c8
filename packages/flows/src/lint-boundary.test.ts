import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** Lints a snippet as if it were a flows source file, with the repository's own ESLint config. */
async function lint(code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: `${root}packages/flows/src/boundary-probe.ts` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('flows stay headless (root eslint.config.js)', () => {
  it('refuses React and @xstate/react imports', { timeout: 30_000 }, async () => {
    expect(await lint("import { useState } from 'react';\nexport const x = useState;\n")).toContain('no-restricted-imports');
    expect(await lint("import { useMachine } from '@xstate/react';\nexport const x = useMachine;\n")).toContain('no-restricted-imports');
  });
  it('refuses DOM globals such as window and localStorage', { timeout: 30_000 }, async () => {
    expect(await lint('export const x = window.location.href;\n')).toContain('no-restricted-globals');
    expect(await lint("export const x = localStorage.getItem('k');\n")).toContain('no-restricted-globals');
  });
  it('accepts plain flows code', { timeout: 30_000 }, async () => {
    expect(await lint("import { setup } from 'xstate';\nexport const x = setup;\n")).toEqual([]);
  });
});
