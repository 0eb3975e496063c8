import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** Lints a snippet as if it were the flows source file `file`, with the repository's own ESLint config. */
async function lint(code: string, file = 'login/boundary-probe.ts'): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: `${root}packages/flows/src/${file}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const fakes = "import { done } from '../testing/fakes.js';\nexport const x = done;\n";

describe('flows stay headless (root eslint.config.js)', () => {
  it('refuses React and @xstate/react imports, in a flow and in its tests', { timeout: 30_000 }, async () => {
    expect(await lint("import { useState } from 'react';\nexport const x = useState;\n")).toContain(
      'no-restricted-imports',
    );
    expect(
      await lint("import { useMachine } from '@xstate/react';\nexport const x = useMachine;\n"),
    ).toContain('no-restricted-imports');
    expect(
      await lint("import { useState } from 'react';\nexport const x = useState;\n", 'login/login.model.ts'),
    ).toContain('no-restricted-imports');
    expect(
      await lint("import { useState } from 'react';\nexport const x = useState;\n", 'constants.ts'),
    ).toContain('no-restricted-imports');
  });
  it('refuses DOM globals such as window and localStorage', { timeout: 30_000 }, async () => {
    expect(await lint('export const x = window.location.href;\n')).toContain('no-restricted-globals');
    expect(await lint("export const x = localStorage.getItem('k');\n")).toContain('no-restricted-globals');
  });
  it('accepts plain flows code', { timeout: 30_000 }, async () => {
    expect(await lint("import { setup } from 'xstate';\nexport const x = setup;\n")).toEqual([]);
  });
});

describe('the testing helpers stay out of what ships', () => {
  it('refuses a machine, actors or rules file importing them', { timeout: 30_000 }, async () => {
    expect(await lint(fakes, 'login/login.machine.ts')).toContain('no-restricted-imports');
    expect(await lint(fakes, 'shared/form-submit.ts')).toContain('no-restricted-imports');
    expect(
      await lint("import { done } from './testing/fakes.js';\nexport const x = done;\n", 'constants.ts'),
    ).toContain('no-restricted-imports');
  });
  it("accepts them in a flow's tests, its model and the testing folder", { timeout: 30_000 }, async () => {
    expect(await lint(fakes, 'login/login.machine.test.ts')).toEqual([]);
    expect(await lint(fakes, 'login/login.model.ts')).toEqual([]);
    expect(
      await lint("import { done } from './fakes.js';\nexport const x = done;\n", 'testing/model-runs.ts'),
    ).toEqual([]);
  });
});
