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

  it("repeats a GET lost in transit as often as the deployment's requestRetries says, the SDK's 2 when absent", async () => {
    const attempts = async (extra: Record<string, unknown>): Promise<number> => {
      let calls = 0;
      const lost: typeof fetch = async () => {
        calls += 1;
        throw new TypeError('Failed to fetch');
      };
      const config = parseRuntimeConfig({ apiBaseUrl: 'http://api.test', merchant: 'DEMO', ...extra });
      const { sdk } = createAppSdk(config, () => 'EN', { fetch: lost });
      const error = await sdk.wallet.getBalance().catch((caught: unknown) => caught);
      expect(isLobbyError(error) && error.kind).toBe('network');
      return calls;
    };
    expect(await attempts({ requestRetries: 0 })).toBe(1);
    expect(await attempts({})).toBe(3);
  });

  it("ends the session when a call that carried the session's token is answered 401, and only then", async () => {
    const config = parseRuntimeConfig({ apiBaseUrl: 'http://api.test', merchant: 'DEMO' });
    const statuses: number[] = [];
    const sentWith: (string | null)[] = [];
    const backend: typeof fetch = async (input, init) => {
      sentWith.push(
        new Headers(init?.headers ?? (input instanceof Request ? input.headers : {})).get('Authorization'),
      );
      const status = statuses.shift() ?? 200;
      return new Response(JSON.stringify({ success: status === 200, code: status, data: 0 }), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    };
    const { sdk, tokens } = createAppSdk(config, () => 'EN', { fetch: backend });
    let refused = 0;
    tokens.onRefused(() => (refused += 1));
    tokens.set('token-1');

    statuses.push(500);
    await sdk.wallet.getBalance().catch(() => undefined);
    expect(refused).toBe(0);
    statuses.push(401);
    await sdk.wallet.getBalance().catch(() => undefined);
    expect(sentWith.at(-1)).toBe('token-1');
    expect(refused).toBe(1);
  });
});
