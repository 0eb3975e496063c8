import type { LobbyError } from './lobby-error.js';

/** How idempotent GETs are retried. */
export interface RetryPolicy {
  /** Retries after the first attempt (0 turns retrying off). */
  retries: number;
  /** The first backoff ceiling in ms; it doubles per attempt. */
  baseDelayMs: number;
  /** The highest backoff ceiling in ms. */
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { retries: 2, baseDelayMs: 300, maxDelayMs: 3000 };

/**
 * GETs that are not safe to repeat, the launches: each answer opens a session with a vendor (a game, the
 * lottery lobby, a chat room; a game may move the balance into a seamless wallet), so a lost answer is the
 * member's to retry, never the SDK's nor an app's query cache's.
 */
export const NEVER_RETRIED: readonly string[] = ['launchGame', 'getLotteryLobby', 'launchChat'];

/** True for an operation no client repeats by itself (`NEVER_RETRIED`); an app's own retry rule asks it too. */
export const neverRetried = (operationId: string): boolean => NEVER_RETRIED.includes(operationId);

/** Gateways that answer these are overloaded or restarting: the same GET may well succeed soon. */
const RETRYABLE_STATUSES = [502, 503, 504];

/**
 * Whether a failed attempt is worth repeating: only GETs (safe to repeat; a POST may already have
 * moved money) other than `NEVER_RETRIED`, only failures that say nothing about the request itself (network, timeout,
 * 502/503/504), and only while retries remain. Aborts, 4xx, `success: false` and schema errors
 * would fail the same way again.
 */
export function shouldRetry(
  method: string,
  error: LobbyError,
  attempt: number,
  policy: RetryPolicy,
): boolean {
  if (method !== 'GET' || attempt >= policy.retries || neverRetried(error.operationId)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'http' && RETRYABLE_STATUSES.includes(error.status);
}

/** Capped exponential backoff with full jitter: a random wait in [0, min(cap, base * 2^attempt)). */
export const backoffDelay = (attempt: number, policy: RetryPolicy, random: () => number): number =>
  Math.floor(random() * Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt));
