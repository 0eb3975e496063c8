import { describe, expect, it } from 'vitest';
import { isLobbyError } from '@lobby/sdk';
import { parseRuntimeConfig } from './runtime-config';
import { createAppSdk } from './sdk';

// A backend that never answers, until the call is given up.
const silent: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => {
    const signal = init?.signal ?? (_input instanceof Request ? _input.signal : undefined);
    signal?.addEventListener('abort', () => reject(signal.reason));
  });

describe('createAppSdk', () => {
  it("gives a call up after the deployment's requestTimeoutMs", async () => {
    const config = parseRuntimeConfig({
      apiBaseUrl: 'http://api.test',
      merchant: 'DEMO',
      requestTimeoutMs: 30,
    });
    const { sdk } = createAppSdk(config, () => 'EN', { fetch: silent });
    const started = Date.now();
    const error = await sdk.wallet
      .walletTransfer({ 'Idempotency-Key': 'k-1', fromWallet: 'MAIN', toWallet: 'PG', amount: 1 })
      .catch((caught: unknown) => caught);
    expect(isLobbyError(error) && error.kind).toBe('timeout');
    // The SDK's own limit is 15 s: far beyond this.
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
