/** The real SDK pointed at a Pact mock server, as a client would configure it. */
import { createSdk, memoryTokenStore, type LobbySdk } from '@lobby/sdk';

/** The merchant code every recorded request carries. */
export const MERCHANT = 'DEMO';
/** The language every recorded request carries. */
export const LANGUAGE = 'EN';

/**
 * `fetch` on a fresh connection per request. Each test starts its own Pact mock server and the OS
 * may give it the port of an earlier one; a pooled keep-alive socket would then still reach the old
 * server, whose interactions answer instead.
 */
const fetchWithoutKeepAlive: typeof fetch = (input, init) => {
  const request = new Request(input, init);
  request.headers.set('Connection', 'close');
  return globalThis.fetch(request);
};

/**
 * Creates the SDK against `server.url`, holding `token` when the call needs a session. Retries are off
 * so a mismatch shows as the one failing request, not as three. An attempt may take up to 12 s, under the
 * test's 15 s: the suite runs niced beside the journeys, and a call cut short on a busy machine (an encrypted
 * one reads its key, encrypts, then calls) fails as a timeout rather than as a contract broken.
 */
export function sdkFor(server: { url: string }, token: string | null = null): LobbySdk {
  return createSdk({
    baseUrl: server.url,
    merchant: MERCHANT,
    language: () => LANGUAGE,
    tokenStore: memoryTokenStore(token),
    fetch: fetchWithoutKeepAlive,
    userAgent: null,
    retry: { retries: 0 },
    timeoutMs: 12_000,
  });
}
