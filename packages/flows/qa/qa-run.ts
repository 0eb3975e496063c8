/**
 * One QA run: the scenarios in order over HTTP, against the sandbox the run starts or the environment it is given.
 * The first step that reaches an unexpected state ends the run (exit code 1); a run that cannot start (a missing
 * account, a sandbox that does not start) ends with exit code 2.
 */
import { startSandboxProcess, type SandboxProcess } from '@lobby/mocks/testing/process';
import { readQaConfig, type QaConfig } from './qa-config.js';
import { QaFailure, scenario, step, type QaContext, type SandboxControl } from './qa-steps.js';
import { acceptContract, offerContract, offerType } from './scenarios/contract.js';
import { deposit, transfer, withdrawal } from './scenarios/money.js';
import { signIn, startUp } from './scenarios/sign-in.js';

/** Where a run prints: its steps, and the failure that ended it. */
export interface QaOutput {
  log(line: string): void;
  error(line: string): void;
}

/** The sandbox's controls at `baseUrl`, or null when it has none (a staging deployment, or `--no-controls`). */
async function sandboxControls(baseUrl: string): Promise<SandboxControl | null> {
  const health = await fetch(`${baseUrl}/__sandbox/health`).catch(() => null);
  if (!health?.ok || !health.headers.get('content-type')?.includes('json')) return null;
  return async (method, path, body) => {
    const response = await fetch(`${baseUrl}/__sandbox/${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await response.json()) as { success: boolean; message: string; value: unknown };
    if (!envelope.success) throw new Error(`${method} /__sandbox/${path}: ${envelope.message}`);
    return envelope.value;
  };
}

/** The scenarios, in the order a member's and an agent's day would meet them. */
async function scenarios(qa: QaContext): Promise<void> {
  const { member, agent, downline } = qa.config;
  if (qa.sandbox) {
    const control = qa.sandbox;
    await step(qa, 'sandbox', 'controls answer', async () => {
      const health = (await control('GET', 'health')) as { seed?: string; clock?: number };
      return `seed "${health.seed}", clock ${new Date(health.clock ?? 0).toISOString()}`;
    });
  } else
    qa.print(
      `skip [sandbox] controls: not a sandbox (no /__sandbox/health): its sandbox-only steps are skipped`,
    );
  const flags = await startUp(qa);
  const player = await signIn(qa, flags, 'member', member);
  const payer = player.member.payeeName ?? player.member.account;
  await scenario('deposit', () => deposit(qa, player.sdk, payer));
  await scenario('transfer', () => transfer(qa, player.sdk));
  await scenario('withdrawal', () => withdrawal(qa, player.sdk, member.paymentPassword));
  const boss = await signIn(qa, flags, 'agent', agent);
  const type = offerType(boss.member);
  if (!type)
    throw new QaFailure(
      'contract',
      'agent offers a contract',
      `${agent.username} has no contract type enabled`,
    );
  const offer = await offerContract(qa, boss.sdk, type, downline.username);
  const answering = await signIn(qa, flags, 'downline', downline);
  await acceptContract(qa, answering.sdk, offer);
}

/** Runs `qa [--base-url URL]` and answers its exit code: 0 passed, 1 a step failed, 2 the run could not start. */
export async function runQa(argv: readonly string[], env: NodeJS.ProcessEnv, out: QaOutput): Promise<number> {
  const started = Date.now();
  let config: QaConfig;
  let sandbox: SandboxProcess | null = null;
  try {
    config = readQaConfig(argv, env);
    if (config.baseUrl === null) sandbox = await startSandboxProcess();
  } catch (error) {
    out.error(`QA could not start: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  const baseUrl = config.baseUrl ?? (sandbox as SandboxProcess).url;
  out.log(
    `QA driving ${baseUrl} (${sandbox ? 'a sandbox this command started, seeded accounts' : 'the given environment, accounts from LOBBY_QA_*'})`,
  );
  try {
    const qa: QaContext = { config, baseUrl, sandbox: await sandboxControls(baseUrl), print: out.log };
    await scenarios(qa);
    out.log(`QA passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return 0;
  } catch (error) {
    const failure = error instanceof QaFailure ? error : new QaFailure('qa', 'run', String(error));
    out.error(`FAIL [${failure.scenario}] ${failure.step}: ${failure.reached}`);
    out.error(`QA failed at [${failure.scenario}] ${failure.step}`);
    return 1;
  } finally {
    await sandbox?.stop();
  }
}
