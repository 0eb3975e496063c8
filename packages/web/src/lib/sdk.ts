import { createSdk, sessionTokenStore, type ClientConfig, type LobbySdk } from '@lobby/sdk';
import type { RuntimeConfig } from './runtime-config';
import { observeSiteSwitch } from './site-switch';
import { observableTokenStore, type ObservableTokenStore } from './token-store';

type Middleware = NonNullable<ClientConfig['middleware']>[number];

export interface AppSdk {
  readonly sdk: LobbySdk;
  readonly tokens: ObservableTokenStore;
}

/** A 401 to any call that carried the session's token ends that session (the session host asks to log in again). */
export const refusedSession = (tokens: ObservableTokenStore): Middleware => ({
  onResponse({ request, response }) {
    const sent = request.headers.get('Authorization');
    if (response.status === 401 && sent) tokens.refuse(sent);
  },
});

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
    fetch: observeSiteSwitch(options.fetch),
    middleware: [refusedSession(tokens)],
    ...(config.requestTimeoutMs ? { timeoutMs: config.requestTimeoutMs } : {}),
  });
  return { sdk, tokens };
}
