/**
 * The sandbox in this process: the current world and the demo/test switches. One per process,
 * shared by every runner (setupServer, the worker, the HTTP server) so controls affect them alike.
 */
import { createWorld, DEFAULT_SEED, type World } from './world/world';

import type { Prng } from './world/prng';

/**
 * What an injected failure does to the next calls of one operation: answer 500, 502 or 503, hold the
 * request (`timeoutHoldMs`, 120 s by default) then answer 504 (`timeout`), answer truncated JSON
 * (`malformed`), destroy the connection without an answer (`drop`), answer a proxy's HTML error page
 * with 502 (`html`) or with 200 (`html-200`, a captive portal or a CDN's page), or refuse with HTTP 200
 * and the envelope's `success: false` (`refused`).
 */
export const FAILURE_KINDS = [
  '500',
  '502',
  '503',
  'timeout',
  'malformed',
  'drop',
  'html',
  'html-200',
  'refused',
] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];

/** An injected failure. */
export interface Failure {
  kind: FailureKind;
  /** How many calls it still affects; null for every call until cleared. */
  remaining: number | null;
  /** Carry the call out first (its change to the world is kept), then fail the answer. */
  afterApply: boolean;
}

/** Random failures (`PUT /__sandbox/chaos`): each call of the chosen operations fails with this probability. */
export interface Chaos {
  /** Probability in [0, 1] that a call fails. */
  rate: number;
  /** The kinds a failing call draws from. */
  kinds: readonly FailureKind[];
  /** Probability that a failing call is carried out before its answer fails (see `Failure.afterApply`). */
  afterApplyRate: number;
  /** The operations it affects; null for all. */
  operations: ReadonlySet<string> | null;
  /** Seeded, so the same calls in the same order fail the same way on every run. */
  prng: Prng;
}

/** System status as `getSystemStatus` reports it: 0 normal, 1 maintenance, 2 region restricted. */
export type SystemStatus = 0 | 1 | 2;

/** The mutable runtime. */
export interface Runtime {
  world: World;
  status: SystemStatus;
  /** Delay added before every answer, ms. */
  latencyMs: number;
  /** Extra delay for one operation, ms. */
  latencyByOperation: Map<string, number>;
  failures: Map<string, Failure>;
  /** Random failures of any call not already given an injected failure; null when off. */
  chaos: Chaos | null;
  /** A response that breaks the spec becomes a 500 naming the problem (else only a warning). */
  strictResponses: boolean;
  /** How long a `timeout` failure holds the request before giving up, ms. */
  timeoutHoldMs: number;
  /** Added to the wall clock, so tests can let SMS codes and withdrawals expire without waiting. */
  clockOffsetMs: number;
  /** Serve the last SMS and captcha codes under /__sandbox/ (development only). */
  exposeCodes: boolean;
  /** Each world draws its secrets (tokens, codes, keys) afresh instead of from its seed (a shared sandbox). */
  randomSecrets: boolean;
  /** The register settings show the image captcha and `register` checks it. */
  registerCaptcha: boolean;
  /** Every answer's free text carries markup and every URL is `javascript:` (see http/hostile.ts). */
  hostile: boolean;
  /** The home's notices carry their popups (off: `getNotices` answers no popup, for tests not about them). */
  popups: boolean;
  /** How long a value move just carried out reads back PROCESSING, ms of sandbox clock (0: settled at once). */
  processingMs: number;
  /** The brand's configured main domain (`info.mainDomain`); null: the origin the sandbox is served on. */
  mainDomain: string | null;
}

/** How long a `timeout` failure holds a request unless a test shortens it: longer than any client waits. */
export const DEFAULT_TIMEOUT_HOLD_MS = 120_000;

/** The process's sandbox. */
export const runtime: Runtime = {
  world: createWorld(DEFAULT_SEED),
  status: 0,
  latencyMs: 0,
  latencyByOperation: new Map(),
  failures: new Map(),
  chaos: null,
  strictResponses: true,
  timeoutHoldMs: DEFAULT_TIMEOUT_HOLD_MS,
  clockOffsetMs: 0,
  exposeCodes: true,
  randomSecrets: false,
  registerCaptcha: false,
  hostile: false,
  popups: true,
  processingMs: 0,
  mainDomain: null,
};

/** The sandbox's clock, ms. */
export const now = (): number => Date.now() + runtime.clockOffsetMs;
