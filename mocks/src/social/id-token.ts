/**
 * The sandbox social provider's id tokens: JWTs (HS256) signed with the world's signing key (its seed,
 * or a random key on a shared sandbox), issued by its consent page and checked by `socialLogin` like a backend checks a real
 * provider's token (signature, issuer, audience, expiry).
 */
import { hmacSha256 } from '../crypto/hmac-sha256';

/** The providers the sandbox plays. */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
/** One sandbox provider. */
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** How long an issued id token is accepted. */
export const ID_TOKEN_TTL_MS = 5 * 60_000;

/** The claims the sandbox puts into an id token. */
export interface IdTokenClaims {
  iss: string;
  aud: string;
  sub: string;
  email: string;
  name: string;
  /** Seconds since the epoch, as in JWTs. */
  iat: number;
  exp: number;
}

/** Why an id token was refused. */
export type IdTokenProblem = 'malformed' | 'signature' | 'issuer' | 'audience' | 'expired';

const utf8 = (s: string): Uint8Array => new TextEncoder().encode(s);

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The brand's client id at a sandbox provider (what `aud` must be). */
export const sandboxClientId = (provider: SocialProvider): string => `lobby-sandbox-${provider}`;

/** The issuer a sandbox provider writes into its tokens. */
export const sandboxIssuer = (provider: SocialProvider): string => `sandbox-${provider}`;

const sign = (key: string, data: string): string =>
  toBase64Url(hmacSha256(utf8(`social-id-token:${key}`), utf8(data)));

/** Signs claims into an id token under the world's signing key. */
export function issueIdToken(key: string, claims: IdTokenClaims): string {
  const data = `${toBase64Url(utf8(JSON.stringify({ alg: 'HS256', typ: 'JWT' })))}.${toBase64Url(utf8(JSON.stringify(claims)))}`;
  return `${data}.${sign(key, data)}`;
}

function readClaims(payload: string): IdTokenClaims | null {
  try {
    const claims = JSON.parse(
      new TextDecoder().decode(fromBase64Url(payload)),
    ) as Partial<IdTokenClaims> | null;
    const strings =
      claims &&
      ['iss', 'aud', 'sub', 'email', 'name'].every(
        (k) => typeof claims[k as keyof IdTokenClaims] === 'string',
      );
    return strings && typeof claims.exp === 'number' && typeof claims.iat === 'number'
      ? (claims as IdTokenClaims)
      : null;
  } catch {
    return null;
  }
}

/** Checks an id token for a provider at a time (ms); the claims, or why it is refused. */
export function verifyIdToken(
  key: string,
  provider: SocialProvider,
  token: string,
  atMs: number,
): IdTokenClaims | IdTokenProblem {
  const parts = token.split('.');
  if (parts.length !== 3) return 'malformed';
  const [header, payload, signature] = parts as [string, string, string];
  if (sign(key, `${header}.${payload}`) !== signature) return 'signature';
  const claims = readClaims(payload);
  if (!claims) return 'malformed';
  if (claims.iss !== sandboxIssuer(provider)) return 'issuer';
  if (claims.aud !== sandboxClientId(provider)) return 'audience';
  if (claims.exp * 1000 <= atMs) return 'expired';
  return claims;
}

/** A valid id token of a sandbox provider for an identity, issued at `atMs` (tests and provider states). */
export function sandboxIdToken(
  key: string,
  provider: SocialProvider,
  identity: { sub: string; email: string; name: string },
  atMs: number,
): string {
  const iat = Math.floor(atMs / 1000);
  return issueIdToken(key, {
    iss: sandboxIssuer(provider),
    aud: sandboxClientId(provider),
    ...identity,
    iat,
    exp: iat + ID_TOKEN_TTL_MS / 1000,
  });
}
