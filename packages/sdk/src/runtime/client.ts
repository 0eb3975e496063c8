import type { Middleware } from 'openapi-fetch';
import type { Codec } from '../codec/codec.js';
import { bytesToBase64, utf8Encode } from '../codec/bytes.js';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry-policy.js';
import { createSessionCache } from './session-cache.js';
import { sessionTokenStore, type TokenStore } from './token-store.js';
import { directTransport, openapiFetchTransport, type Transport } from './transport.js';

/** Options of `createClient` and `createSdk`. */
export interface ClientConfig {
  /** The backend's origin, e.g. `http://127.0.0.1:4010`. */
  baseUrl: string;
  /** The brand's merchant code, sent as `Merchant`. */
  merchant: string | (() => string);
  /** The current language code, sent as `Language`; read on every call. Default `EN`. */
  language?: string | (() => string);
  /** Where the session token lives. Default: session storage in browsers, memory elsewhere. */
  tokenStore?: TokenStore;
  /** The transport. Default: the global `fetch`. */
  fetch?: typeof fetch;
  /** Per-attempt timeout in ms. Default 15 000. */
  timeoutMs?: number;
  /** Sent base64-encoded as `X-Real-UA`. Default `navigator.userAgent` where one exists; null sends none. */
  userAgent?: string | null;
  /** Replaces the scheme of encrypted calls (default: each E operation's RSA + DES codec). */
  codec?: Codec;
  /** Retries of idempotent GETs. */
  retry?: Partial<RetryPolicy>;
  /** Waits between retries; injectable for tests. */
  sleep?: (ms: number) => Promise<void>;
  /** Random numbers in [0, 1) for backoff jitter; injectable for tests. */
  random?: () => number;
  /**
   * More openapi-fetch middleware, run after the SDK's own headers are set. With any, calls go through
   * openapi-fetch (a Request for the middleware, then another for `fetch`): about 30 µs more a call.
   */
  middleware?: Middleware[];
}

/** A configured transport that `callOperation` sends through. */
export interface LobbyClient {
  /** Sends one attempt: `fetch` directly, or openapi-fetch when middleware is configured. */
  readonly send: Transport;
  readonly tokenStore: TokenStore;
  readonly cache: ReturnType<typeof createSessionCache>;
  readonly timeoutMs: number;
  readonly retry: RetryPolicy;
  readonly codec: Codec | undefined;
  readonly sleep: (ms: number) => Promise<void>;
  readonly random: () => number;
  readonly language: () => string;
  /** Adds the headers every call carries, read as the request leaves (the merchant and language may change). */
  readonly addSiteHeaders: (headers: Record<string, string>) => void;
}

const read = (value: string | (() => string)): string => (typeof value === 'function' ? value() : value);

/** Headers every call carries (PROTOCOL.md): brand, language, device and the user agent. */
function siteHeaders(
  config: ClientConfig,
  language: () => string,
): (headers: Record<string, string>) => void {
  const agent = config.userAgent === undefined ? globalThis.navigator?.userAgent : config.userAgent;
  const realUa = agent ? bytesToBase64(utf8Encode(agent)) : undefined;
  const { merchant } = config;
  return (headers) => {
    headers['Merchant'] = typeof merchant === 'function' ? merchant() : merchant;
    headers['Language'] = language();
    headers['Device'] = 'web';
    if (realUa) headers['X-Real-UA'] = realUa;
  };
}

/**
 * Creates the transport. The SDK's own headers go in each request's init rather than as middleware:
 * openapi-fetch's middleware path costs an id, a frozen options object, an await per hook and a
 * Headers.set per header on every call. Without the caller's middleware, openapi-fetch is
 * not in the path at all (see `directTransport`).
 */
export function createClient(config: ClientConfig): LobbyClient {
  // Configuration mistakes are the integrator's, found at start-up rather than as failing calls.
  if (!config.baseUrl) throw new TypeError('createClient: baseUrl is required');
  if (!config.merchant) throw new TypeError('createClient: merchant is required');
  if (config.timeoutMs !== undefined && !(config.timeoutMs > 0))
    throw new TypeError('createClient: timeoutMs must be positive');
  const language = () => read(config.language ?? 'EN');
  return {
    send: config.middleware?.length
      ? openapiFetchTransport(config.baseUrl, config.fetch, config.middleware)
      : directTransport(config.baseUrl, config.fetch),
    tokenStore: config.tokenStore ?? sessionTokenStore(),
    cache: createSessionCache(),
    timeoutMs: config.timeoutMs ?? 15_000,
    retry: { ...DEFAULT_RETRY_POLICY, ...config.retry },
    codec: config.codec,
    sleep: config.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    random: config.random ?? Math.random,
    language,
    addSiteHeaders: siteHeaders(config, language),
  };
}
