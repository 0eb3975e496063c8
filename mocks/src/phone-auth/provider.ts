/**
 * The sandbox's phone-auth provider, standing in for Firebase's phone sign-in: it "texts" a 6-digit
 * code to an E.164 number (readable through a development control), confirms it once, and issues an
 * id token (JWT, HS256 under the world's signing key) the sandbox backend accepts on login and registration.
 * It answers Firebase's error codes, and a test can queue any of them for the next send or confirm.
 * Its state hangs off the world, so a sandbox reset starts it afresh (off, nothing sent).
 */
import { hmacSha256 } from '../crypto/hmac-sha256';
import { now } from '../runtime';
import { fromBase64Url, toBase64Url } from '../social/id-token';
import type { World } from '../world/world';

/** Firebase's phone-auth error codes, the ones the product handles. */
export const PHONE_AUTH_CODES = [
  'invalid-phone-number',
  'missing-phone-number',
  'too-many-requests',
  'unknown',
  'invalid-verification-code',
  'missing-verification-code',
  'captcha-check-failed',
  'quota-exceeded',
  'operation-not-allowed',
  'code-expired',
  'popup-closed-by-user',
] as const;
/** One of them. */
export type PhoneAuthCode = (typeof PHONE_AUTH_CODES)[number];

/** A code stays valid this long (Firebase's are valid for minutes; the client's countdown is 1 minute). */
export const PHONE_CODE_TTL_MS = 5 * 60_000;
/** An issued id token is accepted this long (Firebase's live an hour). */
export const PHONE_ID_TOKEN_TTL_MS = 60 * 60_000;
/** More sends than this to one number within five minutes answer too-many-requests. */
const MAX_SENDS = 5;
const E164 = /^\+[1-9]\d{7,14}$/;
/** The project the sandbox's tokens are for (`aud`), and their issuer. */
export const SANDBOX_PHONE_AUDIENCE = 'lobby-sandbox-phone';
const ISSUER = 'sandbox-phone-auth';

/** A code the provider sent. */
export interface SentCode {
  verificationId: string;
  phoneNumber: string;
  code: string;
  sentAt: number;
  expiresAt: number;
  used: boolean;
}

interface ProviderState {
  /** The brand's firebase SMS option (configuration `register.firebaseSms`). */
  enabled: boolean;
  sent: SentCode[];
  queued: { step: 'send' | 'confirm'; code: PhoneAuthCode }[];
}

const states = new WeakMap<World, ProviderState>();

/** The provider's state in this world. */
export function providerState(world: World): ProviderState {
  let state = states.get(world);
  if (!state) {
    state = { enabled: false, sent: [], queued: [] };
    states.set(world, state);
  }
  return state;
}

/** A provider refusal, as Firebase's SDK rejects: `auth/<code>`. */
export class PhoneAuthRefusal extends Error {
  constructor(readonly code: PhoneAuthCode) {
    super(`auth/${code}`);
  }
}

function takeQueued(state: ProviderState, step: 'send' | 'confirm'): void {
  const index = state.queued.findIndex((q) => q.step === step);
  if (index < 0) return;
  const [queued] = state.queued.splice(index, 1);
  throw new PhoneAuthRefusal(queued!.code);
}

/** Sends a code to an E.164 number; the verification id. */
export function sendCode(world: World, phoneNumber: string): string {
  const state = providerState(world);
  takeQueued(state, 'send');
  const phone = phoneNumber.trim();
  if (phone === '') throw new PhoneAuthRefusal('missing-phone-number');
  if (!E164.test(phone)) throw new PhoneAuthRefusal('invalid-phone-number');
  const since = now() - 5 * 60_000;
  if (state.sent.filter((s) => s.phoneNumber === phone && s.sentAt > since).length >= MAX_SENDS)
    throw new PhoneAuthRefusal('too-many-requests');
  const sentAt = now();
  const sent: SentCode = {
    verificationId: world.prng.hex(24),
    phoneNumber: phone,
    code: String(world.prng.int(0, 999_999)).padStart(6, '0'),
    sentAt,
    expiresAt: sentAt + PHONE_CODE_TTL_MS,
    used: false,
  };
  state.sent.push(sent);
  return sent.verificationId;
}

const sign = (key: string, data: string): string =>
  toBase64Url(hmacSha256(new TextEncoder().encode(`phone-id-token:${key}`), new TextEncoder().encode(data)));

/** Confirms a code of a verification id; the id token for its number. */
export function confirmCode(world: World, verificationId: string, code: string): string {
  const state = providerState(world);
  takeQueued(state, 'confirm');
  if (code.trim() === '') throw new PhoneAuthRefusal('missing-verification-code');
  const sent = state.sent.find((s) => s.verificationId === verificationId && !s.used);
  if (!sent || sent.code !== code.trim()) throw new PhoneAuthRefusal('invalid-verification-code');
  sent.used = true;
  if (sent.expiresAt <= now()) throw new PhoneAuthRefusal('code-expired');
  const iat = Math.floor(now() / 1000);
  const claims = {
    iss: ISSUER,
    aud: SANDBOX_PHONE_AUDIENCE,
    sub: sent.phoneNumber,
    phone_number: sent.phoneNumber,
    iat,
    exp: iat + PHONE_ID_TOKEN_TTL_MS / 1000,
  };
  const data = `${toBase64Url(new TextEncoder().encode(JSON.stringify({ alg: 'HS256', typ: 'JWT' })))}.${toBase64Url(new TextEncoder().encode(JSON.stringify(claims)))}`;
  return `${data}.${sign(world.signingKey, data)}`;
}

/** The number an id token of this provider proves, or why it is refused. */
export function verifiedPhone(
  world: World,
  idToken: string,
): { phoneNumber: string } | 'invalid' | 'expired' {
  const [header, payload, signature] = idToken.split('.');
  if (!header || !payload || !signature || sign(world.signingKey, `${header}.${payload}`) !== signature)
    return 'invalid';
  try {
    const claims = JSON.parse(new TextDecoder().decode(fromBase64Url(payload))) as {
      iss?: unknown;
      aud?: unknown;
      phone_number?: unknown;
      exp?: unknown;
    };
    if (
      claims.iss !== ISSUER ||
      claims.aud !== SANDBOX_PHONE_AUDIENCE ||
      typeof claims.phone_number !== 'string' ||
      typeof claims.exp !== 'number'
    )
      return 'invalid';
    return claims.exp * 1000 <= now() ? 'expired' : { phoneNumber: claims.phone_number };
  } catch {
    return 'invalid';
  }
}

/** Makes the next send or confirm answer this error code (tests, the provider's page). */
export function queueError(world: World, step: 'send' | 'confirm', code: string): void {
  if (step !== 'send' && step !== 'confirm') throw new Error('step must be send or confirm');
  const known = PHONE_AUTH_CODES.find((c) => c === code);
  if (!known) throw new Error(`code must be one of ${PHONE_AUTH_CODES.join(', ')}`);
  providerState(world).queued.push({ step, code: known });
}

/** The last code sent (to one number when given). Development only. */
export function lastSentCode(world: World, phoneNumber?: string): SentCode | null {
  const sent = [...providerState(world).sent]
    .reverse()
    .find((s) => !phoneNumber || s.phoneNumber === phoneNumber.trim());
  return sent ? { ...sent } : null;
}
