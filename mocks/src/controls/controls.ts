/**
 * Demo and test switches of the sandbox, as functions for in-process tests; `handlers/sandbox.ts`
 * exposes the same under `/__sandbox/` for other processes.
 */
import {
  DEFAULT_TIMEOUT_HOLD_MS,
  FAILURE_KINDS,
  runtime,
  now,
  type FailureKind,
  type SystemStatus,
} from '../runtime';
import type { SmsCode } from '../world/model';
import { issueSms, mobileKey } from '../world/sms';
import { createWorld, randomSecrets, seededSecrets } from '../world/world';
import { modPow } from '@lobby/sdk';
import { events, type EventHub } from '../events/hub';

export { FAILURE_KINDS };
export { setChaos, type ChaosOptions } from './chaos';

/** How an injected failure applies. */
export interface FailureOptions {
  /** How many calls it affects; every call until cleared when omitted. */
  times?: number;
  /**
   * Carry the call out first and keep its change to the world, then fail only its answer (a timeout
   * or dropped connection after the backend applied a money move), so clients can test reconciliation.
   */
  afterApply?: boolean;
}

/**
 * Rebuilds the world from its seed (or a new one) and clears every switch. `at` (ms) sets the sandbox clock to that
 * moment, the world built there, so a test's screens show the same dates, countdowns and records on every run (the
 * clock then runs on from it).
 */
export function resetSandbox(seed: string = runtime.world.seed, at?: number): void {
  if (at !== undefined && !Number.isFinite(at)) throw new Error('at must be a time in ms');
  runtime.world = createWorld(
    seed,
    at ?? Date.now(),
    runtime.randomSecrets ? randomSecrets() : seededSecrets(seed),
  );
  runtime.status = 0;
  runtime.latencyMs = 0;
  runtime.latencyByOperation.clear();
  runtime.failures.clear();
  runtime.chaos = null;
  runtime.timeoutHoldMs = DEFAULT_TIMEOUT_HOLD_MS;
  runtime.clockOffsetMs = at === undefined ? 0 : at - Date.now();
  runtime.registerCaptcha = false;
  runtime.hostile = false;
  runtime.popups = true;
  runtime.processingMs = 0;
  runtime.mainDomain = null;
}

/** Switches the system status: 0 normal, 1 maintenance, 2 region restricted. */
export function setSystemStatus(status: SystemStatus): void {
  runtime.status = status;
}

/**
 * Configures the brand's main domain (`info.mainDomain`, a host or an origin), so a site opened elsewhere
 * offers it; null serves the origin the sandbox is reached on, where no offer shows.
 */
export function setMainDomain(domain: string | null): void {
  if (domain !== null && (typeof domain !== 'string' || domain.trim() === '' || domain.length > 253))
    throw new Error('domain must be a host or an origin, or null');
  runtime.mainDomain = domain;
}

/** Turns the hostile backend on or off (http/hostile.ts). */
export function setHostile(on: boolean): void {
  runtime.hostile = on;
}

/**
 * Keeps (or takes) the popups in the home's notices (`getNotices`; the announcements list keeps them): tests not
 * about the popups take them out so none covers what they click, without rewriting the answer in the browser.
 */
export function setPopups(shown: boolean): void {
  runtime.popups = shown;
}

/**
 * Holds the value moves carried out from now on as in progress for `ms` of sandbox clock: `getMoneyRequest`
 * reads them back PROCESSING and a repeat of the key answers 409 until then, as a backend does while its
 * ledger has not settled a move (0 settles at once).
 */
export function setProcessing(ms: number): void {
  if (!Number.isInteger(ms) || ms < 0 || ms > 3_600_000)
    throw new Error('ms must be a whole number from 0 to 3600000');
  runtime.processingMs = ms;
}

/** Shows (or hides) the image captcha in the register settings; `register` then requires one from `getCaptcha`. */
export function setRegisterCaptcha(shown: boolean): void {
  runtime.registerCaptcha = shown;
}

/** Adds latency to every answer, or to one operation's. */
export function setLatency(ms: number, operationId?: string): void {
  if (!Number.isFinite(ms) || ms < 0) throw new Error('latency must be a non-negative number of ms');
  if (operationId) runtime.latencyByOperation.set(operationId, ms);
  else runtime.latencyMs = ms;
}

/** How long a `timeout` failure holds the request before its 504: short in journeys that loop over failures. */
export function setTimeoutHold(ms: number): void {
  if (!Number.isFinite(ms) || ms < 0) throw new Error('holdMs must be a non-negative number of ms');
  runtime.timeoutHoldMs = ms;
}

/**
 * Makes the next calls of an operation fail this way: `times` of them (a number, or in the options),
 * every call when omitted; with `afterApply` each call is carried out before its answer fails.
 */
export function injectFailure(
  operationId: string,
  kind: FailureKind,
  options: number | FailureOptions = {},
): void {
  const { times, afterApply = false } = typeof options === 'number' ? { times: options } : options;
  if (!FAILURE_KINDS.includes(kind)) throw new Error(`unknown failure kind ${kind}`);
  if (times !== undefined && !(Number.isInteger(times) && times > 0))
    throw new Error('times must be a positive whole number');
  if (typeof afterApply !== 'boolean') throw new Error('afterApply must be true or false');
  runtime.failures.set(operationId, { kind, remaining: times ?? null, afterApply });
}

/** Removes injected failures (of one operation, or all). */
export function clearFailures(operationId?: string): void {
  if (operationId) runtime.failures.delete(operationId);
  else runtime.failures.clear();
}

/** Moves the sandbox clock forward (SMS expiry, withdrawal auto-confirmation). */
export function advanceClock(ms: number): void {
  runtime.clockOffsetMs += ms;
}

/** The last SMS code sent (to one number when given). Development only. */
export function lastSmsCode(mobile?: string, countryDialingCode?: string): SmsCode | null {
  const sent = [...runtime.world.state.sms].reverse();
  const match = mobile
    ? sent.find(
        (s) =>
          mobileKey(countryDialingCode ?? s.countryDialingCode, mobile) ===
          mobileKey(s.countryDialingCode, s.mobile),
      )
    : sent[0];
  return match ? { ...match } : null;
}

/** Sends an SMS code as the backend would, with a chosen code (tests whose request is encrypted ahead). Development only. */
export function sendSmsCode(
  countryDialingCode: string,
  mobile: string,
  purpose: SmsCode['purpose'],
  code?: string,
): SmsCode {
  if (!['login', 'register', 'password'].includes(purpose))
    throw new Error('purpose must be login, register or password');
  if (code !== undefined && !/^\w{4,8}$/.test(code)) throw new Error('code must be 4 to 8 letters or digits');
  const sms = issueSms(runtime.world.state, runtime.world.prng, countryDialingCode, mobile, purpose);
  if (code !== undefined) sms.code = code;
  return { ...sms };
}

/** The text of the last captcha served. Development only. */
export function lastCaptchaCode(): string | null {
  return runtime.world.state.lastCaptcha;
}

/** A summary for health checks. */
export function sandboxInfo(): {
  seed: string;
  status: SystemStatus;
  latencyMs: number;
  failures: Record<string, string>;
  chaosRate: number;
  clock: number;
} {
  return {
    seed: runtime.world.seed,
    status: runtime.status,
    latencyMs: runtime.latencyMs,
    chaosRate: runtime.chaos?.rate ?? 0,
    failures: Object.fromEntries(
      [...runtime.failures].map(([id, f]) => [id, f.afterApply ? `${f.kind} after apply` : f.kind]),
    ),
    clock: now(),
  };
}

/** An RSA key pair in hex, as a test installs it. */
export interface RsaKeyHex {
  modulus: string;
  exponent: string;
  privateExponent: string;
}

/** Replaces the RSA key of encrypted calls until the next reset (contract tests bring their own). */
export function setRsaKey(key: RsaKeyHex): void {
  const hex = /^[0-9a-fA-F]+$/;
  if (![key.modulus, key.exponent, key.privateExponent].every((v) => typeof v === 'string' && hex.test(v)))
    throw new Error('modulus, exponent and privateExponent must be hex');
  const n = BigInt(`0x${key.modulus}`);
  const e = BigInt(`0x${key.exponent}`);
  const d = BigInt(`0x${key.privateExponent}`);
  // A key whose exponents do not invert each other would make every encrypted call fail later.
  if (modPow(modPow(0x1234567n, e, n), d, n) !== 0x1234567n)
    throw new Error('the private exponent does not match the public key');
  runtime.world.rsa = { n, e, d, modulusHex: n.toString(16), exponentHex: e.toString(16) };
}

function eventHub(): EventHub {
  if (!events.hub) throw new Error('the sandbox serves no events channel (--no-socket, or not over HTTP)');
  return events.hub;
}

/** Closes every events connection (code 4003: clients reconnect and resume); answers how many there were. */
export function dropEventConnections(): { dropped: number } {
  return { dropped: eventHub().dropAll(4003, 'dropped by the sandbox') };
}

/** Pauses or resumes the events' delivery; resuming sends what was held meanwhile. */
export function setEventDelivery(paused: boolean): void {
  eventHub().setPaused(paused);
}
