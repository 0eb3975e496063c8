/**
 * The independent judge: Portman (a third-party, spec-driven tool) turns the bundled spec into one Postman request
 * per operation with its contract tests (2xx, JSON content type and body, the answer against the operation's 200
 * schema: its success or its refusal), and Newman runs them against the sandbox's real HTTP server. Our part is only
 * the step before: start the sandbox, log the accounts in through the SDK (login is encrypted, out of a generic
 * tool's reach) and hand their tokens to Newman. The verdict is Newman's report, reports/judge.json, summed up here.
 *
 * Usage: corepack pnpm --filter @lobby/contract-tests judge
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSandbox } from '@lobby/mocks/testing';
import { plainRequestSpec, withEncryption } from './encrypted';
import { judge, printVerdict, type NewmanReport } from './verdict';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = join(here, '../..');
const specPath = join(root, 'openapi/dist/lobby.openapi.json');
const reportPath = join(root, 'reports/judge.json');
const require = createRequire(import.meta.url);
const portmanBin = join(require.resolve('@apideck/portman/package.json'), '../bin/portman');
const newmanBin = join(require.resolve('newman/package.json'), '../bin/newman.js');

/**
 * The sessions handed to Newman, by variable name. `apiKey` is the name Portman gives the spec's `token` scheme:
 * the member's session, on every request unless portman-config.json names another. The destructive calls (logout,
 * self-exclusion) get sessions of their own, so the calls after them still find the member logged in and playing.
 */
const SESSIONS = {
  apiKey: ['demo', 'demo1234'],
  agentToken: ['agent', 'agent1234'],
  // A contract is accepted or rejected by its downline: sub1 and sub3 each hold one the agent offered.
  sub1Token: ['sub1', 'pass1234'],
  sub3Token: ['sub3', 'pass1234'],
  exclusionToken: ['p1a1', 'pass1234'],
  logoutToken: ['p1a2', 'pass1234'],
} as const;

/** Runs a tool as a child process without blocking this one, which serves the sandbox the tool talks to. */
function run(args: string[], cwd: string, stdio: 'inherit' | 'ignore' = 'inherit'): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', stdio, 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const started = Date.now();
// Portman writes its working files (tmp/) under its current directory: a temporary one keeps the tree clean.
const work = mkdtempSync(join(tmpdir(), 'lobby-judge-'));
const sandbox = await startSandbox();
let failed = true;
try {
  // The records' date range: the last week of the sandbox's clock, which seeds its history back from now.
  const day = (daysAgo: number): string =>
    new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const envVars = ['--env-var', `startDate=${day(6)}`, '--env-var', `endDate=${day(0)}`];
  for (const [name, [username, password]] of Object.entries(SESSIONS)) {
    const client = await sandbox.loginAs(username, password);
    envVars.push('--env-var', `${name}=${client.tokenStore.get() ?? ''}`);
  }
  const collection = join(work, 'collection.json');
  // The encrypted operations' plaintext goes into Portman's requests, and a pre-request script encrypts it.
  const { spec: plainSpec, encrypted } = plainRequestSpec(JSON.parse(readFileSync(specPath, 'utf8')));
  const config = JSON.parse(readFileSync(join(here, 'portman-config.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  writeFileSync(join(work, 'spec.json'), JSON.stringify(plainSpec));
  writeFileSync(join(work, 'portman-config.json'), JSON.stringify(withEncryption(config, encrypted)));
  const generating = Date.now();
  const generated = await run(
    [
      portmanBin,
      '--local',
      join(work, 'spec.json'),
      '--baseUrl',
      sandbox.url,
      '--portmanConfigFile',
      join(work, 'portman-config.json'),
      // The site menu is a tree (WhitelabelNode holds its children): Portman converts recursive schemas only so.
      '--ignoreCircularRefs',
      '--output',
      collection,
    ],
    work,
    'ignore',
  );
  if (generated !== 0) throw new Error(`portman exited with ${generated}`);
  mkdirSync(join(root, 'reports'), { recursive: true });
  const running = Date.now();
  // Newman's exit code says whether an assertion failed; the verdict below reads which, and what that means.
  await run(
    [newmanBin, 'run', collection, '--reporters', 'json', '--reporter-json-export', reportPath, ...envVars],
    work,
  );
  const times = {
    portmanMs: running - generating,
    newmanMs: Date.now() - running,
    totalMs: Date.now() - started,
  };
  const report = JSON.parse(readFileSync(reportPath, 'utf8')) as NewmanReport;
  const spec = JSON.parse(readFileSync(specPath, 'utf8')) as Parameters<typeof judge>[1];
  const verdict = judge(report, spec);
  printVerdict(verdict, times);
  failed = !verdict.passed;
} finally {
  await sandbox.close();
  rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
