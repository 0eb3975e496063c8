import { createSdk, sessionTokenStore, type LobbySdk } from '@lobby/sdk';
import type { RuntimeConfig } from './runtime-config';
import { observeSiteSwitch } from './site-switch';
import { observableTokenStore, type ObservableTokenStore } from './token-store';

export interface AppSdk {
  readonly sdk: LobbySdk;
  readonly tokens: ObservableTokenStore;
}

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
    ...(config.requestTimeoutMs ? { timeoutMs: config.requestTimeoutMs } : {}),
  });
  return { sdk, tokens };
}
