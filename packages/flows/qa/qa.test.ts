// The QA command over real HTTP: the sandbox it starts itself, a sandbox started apart on another port given as the
// base URL, and that second sandbox answering wrong (a wrong password, a refused deposit, a failed one), where the
// run stops at the step, names it and sends nothing again.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSandboxProcess, type SandboxProcess } from '@lobby/mocks/testing/process';
import { SEEDED_ACCOUNT_ENV } from './qa-config.js';
import { runQa } from './qa-run.js';

const FLOWS_DIR = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = 1000;

/** The seeded accounts as a tester would export them for an environment of their own. */
const ACCOUNTS: Record<string, string> = { ...SEEDED_ACCOUNT_ENV };

/** Runs the command as a person types it (`tsx qa/qa.ts`), in a process of its own; answers its exit code and output. */
function command(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'qa/qa.ts', ...args], {
    cwd: FLOWS_DIR,
    env: { ...process.env, NODE_OPTIONS: '', LOBBY_QA_BASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done) =>
    child.once('close', (code) => done({ code, stdout, stderr })),
  );
}

/** Runs the command's function in this process (the same run, without a second process's start-up), with `ACCOUNTS`. */
async function inProcess(argv: string[], env: Record<string, string> = {}) {
  const lines: string[] = [];
  const errors: string[] = [];
  const code = await runQa(
    argv,
    { ...ACCOUNTS, ...env },
    {
      log: (line) => lines.push(line),
      error: (line) => errors.push(line),
    },
  );
  return { code, stdout: lines.join('\n'), stderr: errors.join('\n') };
}

/** Every scenario reached its end: the lines the run prints for them. */
const SCENARIO_ENDS = [
  /ok {3}\[login\] member demo signs in: login\.loggedIn -> session\.authenticated\.idle/,
  /ok {3}\[deposit\] \w+ [\d.]+: deposit\.done \(order \w+ SUCCESS/,
  /ok {3}\[transfer\] MAIN -> \w+ 10\.00: walletTransfer\.done \(MAIN ([\d.]+) -> /,
  /ok {3}\[transfer\] \w+ -> MAIN 10\.00: walletTransfer\.done/,
  /ok {3}\[withdrawal\] receipt of (\w+) confirmed: withdrawalConfirmation\.done \(\1 [\d.]+ RECEIVED/,
  /ok {3}\[contract\] agent offers DAILY to sub1: contractOffer\.done \(C\d+ PENDING/,
  /ok {3}\[contract\] sub1 accepts C\d+: contracts\.ready \(C\d+ ACTIVE/,
];

describe('QA command', () => {
  // The two environments the runs below are pointed at, each a sandbox process of its own (as a person starts one),
  // started side by side: a sandbox with its controls, and one without them, as staging is.
  let sandbox: SandboxProcess;
  let staging: SandboxProcess;
  beforeAll(async () => {
    [sandbox, staging] = await Promise.all([
      startSandboxProcess(),
      startSandboxProcess(60 * SECONDS, ['--no-controls']),
    ]);
  }, 60 * SECONDS);
  afterAll(() => Promise.all([sandbox?.stop(), staging?.stop()]));
  it(
    'starts the sandbox itself, runs every scenario over HTTP, stops it and exits 0',
    async () => {
      const run = await command([]);
      expect(run.stderr).toBe('');
      expect(run.stdout).toMatch(/QA driving http:\/\/127\.0\.0\.1:\d+ \(a sandbox this command started/);
      for (const line of SCENARIO_ENDS) expect(run.stdout).toMatch(line);
      expect(run.stdout).toMatch(
        /ok {3}\[deposit\] paid at once by the sandbox's provider: main wallet ([\d.]+) -> /,
      );
      expect(run.stdout).toMatch(/QA passed in [\d.]+ s\n$/);
      expect(run.code).toBe(0);
      const url = /QA driving (\S+)/.exec(run.stdout)?.[1];
      await expect(fetch(`${url}/__sandbox/health`)).rejects.toThrow();
    },
    90 * SECONDS,
  );

  it('does not start without the accounts of an environment it is pointed at, naming the missing ones', async () => {
    const errors: string[] = [];
    const code = await runQa(
      ['--base-url', 'http://127.0.0.1:9'],
      { LOBBY_QA_MEMBER: 'demo' },
      {
        log: (line) => errors.push(`unexpected output: ${line}`),
        error: (line) => errors.push(line),
      },
    );
    expect(errors).toEqual([
      expect.stringMatching(
        /^QA could not start: .*set LOBBY_QA_MERCHANT, LOBBY_QA_MEMBER_PASSWORD, .*, LOBBY_QA_DOWNLINE_PASSWORD \(/,
      ),
    ]);
    expect(code).toBe(2);
  });

  describe('against a sandbox started by hand on another port', () => {
    const control = (method: string, path: string, body?: unknown) =>
      fetch(`${sandbox.url}/__sandbox/${path}`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }).then((response) => response.json() as Promise<{ success: boolean; value: unknown }>);

    // A wrong password leaves the account asking for a captcha, and a failure switch stays on: each test starts
    // from the seed.
    afterEach(() => control('POST', 'reset'));

    it(
      'drives it given as the base URL (LOBBY_QA_BASE_URL) with the accounts from the environment and exits 0',
      async () => {
        const run = await inProcess([], { LOBBY_QA_BASE_URL: sandbox.url });
        expect(run.stdout).toContain(
          `QA driving ${sandbox.url} (the given environment, accounts from LOBBY_QA_*)`,
        );
        for (const line of SCENARIO_ENDS) expect(run.stdout).toMatch(line);
        expect(run.stderr).toBe('');
        expect(run.code).toBe(0);
      },
      90 * SECONDS,
    );

    it(
      'a wrong password: exits 1 at the member login, naming the step and the state it reached',
      async () => {
        const run = await inProcess(['--base-url', sandbox.url], {
          LOBBY_QA_MEMBER_PASSWORD: 'not-the-password',
        });
        expect(run.stderr).toMatch(
          /FAIL \[login\] member demo signs in: expected login\.done \(loggedIn\), reached login\.active\.\(form\.editing, captcha\.\w+\) error .*Incorrect username or password/,
        );
        expect(run.stderr).toMatch(/QA failed at \[login\] member demo signs in$/);
        expect(run.stdout).not.toMatch(/\[deposit\]/);
        expect(run.code).toBe(1);
      },
      60 * SECONDS,
    );

    it(
      'a refused deposit: exits 1 at the deposit with the refusal, after the login passed',
      async () => {
        await control('POST', 'failures', { operationId: 'createDeposit', kind: 'refused' });
        const run = await inProcess(['--base-url', sandbox.url]);
        expect(run.stdout).toMatch(/ok {3}\[login\] member demo signs in/);
        expect(run.stderr).toMatch(
          /FAIL \[deposit\] \w+ [\d.]+: expected deposit\.done, reached deposit\.editing error .*Request refused \(injected\)/,
        );
        expect(run.code).toBe(1);
      },
      60 * SECONDS,
    );

    it(
      'a deposit whose call failed: stops at deposit.notApplied with its key, and never sends it again',
      async () => {
        await control('POST', 'failures', { operationId: 'createDeposit', kind: '500', times: 1 });
        const run = await inProcess(['--base-url', sandbox.url]);
        // A second send would have found the failure used up and passed: the run would have gone on to the transfer.
        expect(run.stderr).toMatch(
          /FAIL \[deposit\] \w+ [\d.]+: expected deposit\.done, reached deposit\.notApplied .*money_not_applied.* \(Idempotency-Key [0-9a-f]{32}, not sent again\)/,
        );
        expect(run.stdout).not.toMatch(/\[transfer\]/);
        expect(run.code).toBe(1);
      },
      60 * SECONDS,
    );
  });

  describe('against an environment without the sandbox controls, as staging is', () => {
    it(
      'says each sandbox-only step is skipped and runs the others',
      async () => {
        const run = await inProcess(['--base-url', staging.url]);
        expect(run.stdout).toMatch(/skip \[sandbox\] controls: not a sandbox/);
        expect(run.stdout).toMatch(/skip \[deposit\] paid: skipped on staging/);
        expect(run.stdout).not.toMatch(/ok {3}\[deposit\] paid at once/);
        for (const line of SCENARIO_ENDS) expect(run.stdout).toMatch(line);
        expect(run.code).toBe(0);
      },
      60 * SECONDS,
    );
  });
});
