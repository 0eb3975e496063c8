/**
 * The steps of a QA run: each one prints what it reached, and the first that reaches anything else stops the run
 * with its scenario, its step and the machine state it ended in.
 */
import { waitFor, type AnyActorRef, type SnapshotFrom } from 'xstate';
import { createSdk, memoryTokenStore, type LobbySdk, type TokenStore } from '@lobby/sdk';
import { fromMinor, toMinor } from '../src/index.js';
import type { QaConfig } from './qa-config.js';

/** A step that did not reach what it expected: the scenario, the step and what it reached instead. */
export class QaFailure extends Error {
  constructor(
    readonly scenario: string,
    readonly step: string,
    readonly reached: string,
  ) {
    super(`[${scenario}] ${step}: ${reached}`);
  }
}

/** The sandbox's control calls (`/__sandbox/`), present only when the run drives a sandbox. */
export type SandboxControl = (method: string, path: string, body?: unknown) => Promise<unknown>;

/** What every scenario is given. */
export interface QaContext {
  config: QaConfig;
  baseUrl: string;
  /** The sandbox's controls, or null on another environment (its sandbox-only steps are skipped). */
  sandbox: SandboxControl | null;
  print(line: string): void;
}

/** A client of its own (own token store), as a browser tab has. */
export function newClient(qa: QaContext): { sdk: LobbySdk; tokenStore: TokenStore } {
  const tokenStore = memoryTokenStore();
  const sdk = createSdk({
    baseUrl: qa.baseUrl,
    merchant: qa.config.merchant,
    language: qa.config.language,
    tokenStore,
    userAgent: 'lobby-qa',
  });
  return { sdk, tokenStore };
}

/** Runs one step: prints `ok [scenario] step: what it reached`, or turns any failure into a `QaFailure` naming it. */
export async function step(qa: QaContext, scenario: string, name: string, run: () => Promise<string>) {
  let reached: string;
  try {
    reached = await run();
  } catch (error) {
    if (error instanceof QaFailure) throw error;
    throw new QaFailure(scenario, name, error instanceof Error ? error.message : String(error));
  }
  qa.print(`ok   [${scenario}] ${name}: ${reached}`);
}

/** A scenario's own reads (the forms' data, the balances) failing outside a step still name the scenario. */
export async function scenario<T>(name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof QaFailure) throw error;
    throw new QaFailure(
      name,
      "reading the form's data",
      error instanceof Error ? error.message : String(error),
    );
  }
}

/** A step the environment cannot take (a sandbox control on staging): said, not hidden. */
export function skipped(qa: QaContext, scenario: string, name: string, why: string): void {
  qa.print(`skip [${scenario}] ${name}: ${why}`);
}

/** A state value as a path: `active.form.editing`; parallel regions side by side, `active.(form.editing, captcha.hidden)`. */
function flatten(value: unknown): string {
  if (typeof value === 'string') return value;
  const regions = Object.entries(value as Record<string, unknown>).map(
    ([key, inner]) => `${key}.${flatten(inner)}`,
  );
  return regions.length === 1 ? (regions[0] as string) : `(${regions.join(', ')})`;
}

interface Explained {
  value: unknown;
  machine?: { id: string };
  context?: { error?: unknown; fieldErrors?: Record<string, unknown> };
}

/** A machine's state as `machine.state.sub`, with its error and field errors when it has them. */
export function stateName(snapshot: unknown): string {
  const { value, machine, context } = snapshot as Explained;
  const name = `${machine?.id ?? 'machine'}.${flatten(value)}`;
  const error = context?.error ? ` error ${JSON.stringify(context.error)}` : '';
  const fields = Object.keys(context?.fieldErrors ?? {}).length
    ? ` fieldErrors ${JSON.stringify(context?.fieldErrors)}`
    : '';
  return `${name}${error}${fields}`;
}

/**
 * Waits until the actor reaches `expected` or a state that ends the step otherwise (`settled`), and fails with
 * the state it reached, or with the state it was still in when the step's time ran out.
 */
export async function reach<T extends AnyActorRef>(
  actor: T,
  expected: { describe: string; ok: (s: SnapshotFrom<T>) => boolean },
  settled: (s: SnapshotFrom<T>) => boolean,
  timeoutMs: number,
): Promise<SnapshotFrom<T>> {
  let snapshot: SnapshotFrom<T>;
  try {
    snapshot = await waitFor(actor, (s) => expected.ok(s) || settled(s), { timeout: timeoutMs });
  } catch {
    throw new Error(
      `expected ${expected.describe}, still at ${stateName(actor.getSnapshot())} after ${timeoutMs} ms`,
    );
  }
  if (!expected.ok(snapshot))
    throw new Error(`expected ${expected.describe}, reached ${stateName(snapshot)}`);
  return snapshot;
}

/** An amount as the run prints it: the currency's decimals, always shown. */
export const money = (amount: number, decimals = 2): string => amount.toFixed(decimals);

/** `a + b` in minor units, so a checked figure is never off by a float's last digit. */
export const plus = (a: number, b: number, decimals = 2): number =>
  fromMinor(toMinor(a, decimals) + toMinor(b, decimals), decimals);

/** Fails the step unless `actual` is `expected`: the figure, what it should be and what it is. */
export function expectFigure(what: string, actual: number, expected: number, decimals = 2): void {
  if (toMinor(actual, decimals) !== toMinor(expected, decimals))
    throw new Error(`${what} is ${money(actual, decimals)}, expected ${money(expected, decimals)}`);
}

/** A form flow's actor as the run drives it: a money move or a form sent once (they share these states). */
interface FormActor {
  send(event: { type: 'SUBMIT'; values: never }): void;
  getSnapshot(): {
    matches(state: string): boolean;
    value: unknown;
    machine: { id: string };
    context: { key?: string | null; result: unknown };
  };
}

/**
 * Sends the form once and waits for the answer: `done`, or the state the flow stopped in (back at the form with the
 * server's refusal; a money move whose answer was lost and read back as not applied, or not read back at all).
 * Nothing is sent again: a move that did not end in `done` fails the step with its idempotency key, as a member
 * would see it, and a retry is a person's decision.
 */
export async function submitForm<TResult>(
  qa: QaContext,
  actor: FormActor,
  values: unknown,
): Promise<{ result: TResult; key: string | null; state: string }> {
  actor.send({ type: 'SUBMIT', values: values as never });
  const sent = actor.getSnapshot();
  const id = sent.machine.id;
  if (sent.matches('editing'))
    throw new Error(`expected ${id}.submitting, the form stopped at ${stateName(sent)}`);
  const key = sent.context.key ?? null;
  const settledStates = ['editing', 'notApplied', 'unknown'];
  const done = await reach(
    actor as unknown as AnyActorRef,
    { describe: `${id}.done`, ok: (s) => s.matches('done') },
    (s) => settledStates.some((state) => s.matches(state)),
    qa.config.stepTimeoutMs,
  ).catch((error: Error) => {
    throw new Error(key ? `${error.message} (Idempotency-Key ${key}, not sent again)` : error.message);
  });
  return { result: done.context.result as TResult, key, state: `${id}.done` };
}
