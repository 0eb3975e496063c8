import { createSdk, DEFAULT_RETRY_POLICY, sessionTokenStore, type LobbySdk } from '@lobby/sdk';
import type { RuntimeConfig } from './runtime-config';
import { observeSiteSwitch } from './site-switch';
import { observableTokenStore, type ObservableTokenStore } from './token-store';

export interface AppSdk {
  readonly sdk: LobbySdk;
  readonly tokens: ObservableTokenStore;
}

/** The Authorization header a call was sent with, however `fetch` was given it. */
function sentToken(input: RequestInfo | URL, init: RequestInit | undefined): string | null {
  if (init?.headers) return new Headers(init.headers).get('Authorization');
  return input instanceof Request ? input.headers.get('Authorization') : null;
}

/**
 * A 401 to any call that carried the session's token ends that session (the session host asks to log in
 * again). A wrapper of the app's fetch rather than SDK middleware: with no middleware the SDK sends each call
 * with one `fetch(url, init)` instead of openapi-fetch's two Requests, and the header is read only
 * on a 401.
 */
export const refusedSession =
  (tokens: ObservableTokenStore, base: typeof fetch): typeof fetch =>
  async (input, init) => {
    const response = await base(input, init);
    if (response.status === 401) {
      const sent = sentToken(input, init);
      if (sent) tokens.refuse(sent);
    }
    return response;
  };

/** Builds the one SDK instance of the app from the runtime configuration. */
export function createAppSdk(
  config: RuntimeConfig,
  language: () => string,
  options: { tokens?: ObservableTokenStore; fetch?: typeof fetch } = {},
): AppSdk {
  const tokens = options.tokens ?? observableTokenStore(sessionTokenStore());
  const sdk = createSdk({
    baseUrl: config.apiBaseUrl,
    merchant: config.merchant,
    language,
    tokenStore: tokens,
    fetch: refusedSession(tokens, observeSiteSwitch(options.fetch)),
    ...(config.requestTimeoutMs ? { timeoutMs: config.requestTimeoutMs } : {}),
    retry: { retries: config.requestRetries ?? DEFAULT_RETRY_POLICY.retries },
  });
  return { sdk, tokens };
}
