import { DEFAULT_LANGUAGE, toLanguageCode, type LanguageCode } from '@/config/languages';

/**
 * Deployment settings read at start-up, so one build serves any backend and brand:
 * `window.__LOBBY_CONFIG__` (inline in index.html) wins, else `/config.json` next to the app.
 */
export interface RuntimeConfig {
  /** Backend origin; empty means the app's own origin (the sandbox or a reverse proxy). */
  readonly apiBaseUrl: string;
  readonly merchant: string;
  readonly defaultLanguage: LanguageCode;
  /**
   * Languages this deployment offers, overriding the brand's list from the configuration call;
   * null (the default) lets the brand decide.
   */
  readonly languages: readonly LanguageCode[] | null;
  /** The events channel's URL (ws: or wss:); without it the member listener opens `/ws/events` on the site's origin. */
  readonly socketUrl?: string | null;
  /** The brand asks visitors before loading its analytics tag (`analytics.gtagId` of the configuration call). */
  readonly analyticsConsent?: boolean;
  /** How long one attempt of an API call may take before the SDK gives up, ms; absent keeps the SDK's 15 s. */
  readonly requestTimeoutMs?: number | null;
  /** How often the SDK repeats an idempotent GET that failed in transit; absent keeps the SDK's 2. */
  readonly requestRetries?: number | null;
}

declare global {
  interface Window {
    __LOBBY_CONFIG__?: unknown;
  }
}

export class RuntimeConfigError extends Error {
  override readonly name = 'RuntimeConfigError';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Validates untrusted configuration, keeping defaults for what is absent and failing on what is wrong. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (!isRecord(raw)) throw new RuntimeConfigError('configuration is not an object');
  const {
    apiBaseUrl = '',
    merchant,
    defaultLanguage,
    languages,
    socketUrl = null,
    analyticsConsent = false,
    requestTimeoutMs = null,
    requestRetries = null,
  } = raw;
  if (typeof apiBaseUrl !== 'string') throw new RuntimeConfigError('apiBaseUrl must be a string');
  if (typeof merchant !== 'string' || merchant.length === 0)
    throw new RuntimeConfigError('merchant is required');
  if (socketUrl !== null && typeof socketUrl !== 'string')
    throw new RuntimeConfigError('socketUrl must be a string');
  if (typeof analyticsConsent !== 'boolean')
    throw new RuntimeConfigError('analyticsConsent must be true or false');
  const positive = typeof requestTimeoutMs === 'number' && requestTimeoutMs > 0;
  if (requestTimeoutMs !== null && !positive)
    throw new RuntimeConfigError('requestTimeoutMs must be a positive number of ms');
  if (requestRetries !== null && !(Number.isInteger(requestRetries) && (requestRetries as number) >= 0))
    throw new RuntimeConfigError('requestRetries must be a whole number from 0');
  const fallback =
    toLanguageCode(typeof defaultLanguage === 'string' ? defaultLanguage : null) ?? DEFAULT_LANGUAGE;
  const listed = Array.isArray(languages)
    ? languages
        .map((code) => toLanguageCode(String(code)))
        .filter((code): code is LanguageCode => code !== null)
    : null;
  const withDefault = listed && !listed.includes(fallback) ? [fallback, ...listed] : listed;
  return {
    apiBaseUrl:
      apiBaseUrl.replace(/\/+$/, '') || (typeof window === 'undefined' ? '' : window.location.origin),
    merchant,
    defaultLanguage: fallback,
    languages: withDefault,
    socketUrl: socketUrl || null,
    analyticsConsent,
    requestTimeoutMs: positive ? requestTimeoutMs : null,
    requestRetries: requestRetries as number | null,
  };
}

/** Loads the configuration once at start-up. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  if (window.__LOBBY_CONFIG__ !== undefined) return parseRuntimeConfig(window.__LOBBY_CONFIG__);
  // The same request as index.html's preload (mode cors, default cache), so the browser hands that one
  // over; the server marks config.json `no-cache`, so a changed file still applies at once.
  const response = await fetchImpl('/config.json');
  if (!response.ok) throw new RuntimeConfigError(`config.json answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
