import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSdk } from '../create-sdk.js';
import { allOperations } from '../generated/operations.js';
import { envelope, fakeFetch } from '../testing/fake-fetch.js';
import type { Codec } from '../codec/codec.js';
import type { OperationDescriptor } from './operation-descriptor.js';
import { memoryTokenStore } from './token-store.js';

// Without middleware the SDK calls fetch itself; with any, openapi-fetch sends. Both must send the same
// request and read the same answer, or an app's behaviour would change with its middleware.

/** A codec without randomness, so both transports' encrypted bodies can be compared. */
const plainCodec: Codec = {
  encrypt: (json) => ({ value: json, headers: { Encryption: 'RSA', 'X-RSA': 'k' } }),
};
const passThrough = { onRequest: () => undefined };

function sdkPair(answer: (request: Request) => Response) {
  return [[], [passThrough]].map((middleware) => {
    const fake = fakeFetch((request) =>
      request.url.includes('/key/rsa') ? envelope({ modulus: 'c0ffee', exponent: '3' }) : answer(request),
    );
    const sdk = createSdk({
      baseUrl: 'http://127.0.0.1:4010/',
      merchant: 'DEMO',
      tokenStore: memoryTokenStore('tok'),
      fetch: fake.fetch,
      userAgent: 'UA/1',
      codec: plainCodec,
      retry: { retries: 0 },
      middleware,
    });
    return {
      sdk: sdk as unknown as Record<string, Record<string, (input: unknown) => Promise<unknown>>>,
      fake,
    };
  });
}

/** Every kind of field the operation takes, with characters that need encoding. */
function inputFor(op: OperationDescriptor): Record<string, unknown> {
  const input: Record<string, unknown> = { note: 'a b&c=d', amount: 12.5, tags: ['x', 'y'] };
  for (const name of op.pathParams) input[name] = 'p 1/é';
  for (const name of op.queryParams) input[name] = name === '_' ? '1' : 'q 1&x=é';
  for (const name of op.headerParams) input[name] = 'h-1';
  return input;
}

async function sent(fake: ReturnType<typeof fakeFetch>) {
  return fake.requests.map(({ request, body }) => {
    const boundary = /boundary=(.+)$/.exec(request.headers.get('content-type') ?? '')?.[1];
    // Multipart boundaries are random: compare the parts, not the separator.
    const unbounded = (text: string) => (boundary ? text.replaceAll(boundary, 'BOUNDARY') : text);
    return {
      method: request.method,
      url: request.url,
      headers: Object.fromEntries([...request.headers].map(([name, value]) => [name, unbounded(value)])),
      body: unbounded(body),
    };
  });
}

describe('the direct transport and openapi-fetch', () => {
  // The RSA key's cache buster is the clock's: both SDKs must read the same time.
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 26) }));
  afterEach(() => vi.useRealTimers());

  it.each(allOperations.map((op) => [op.operationId, op] as const))(
    '%s: send the same method, URL, headers and body',
    async (_id, op) => {
      const pair = sdkPair(() => envelope(null));
      for (const { sdk } of pair) await sdk[op.tag]![op.operationId]!(inputFor(op)).catch(() => undefined);
      const [direct, viaOpenapiFetch] = await Promise.all(pair.map(({ fake }) => sent(fake)));
      expect(direct!.length).toBeGreaterThan(0);
      expect(direct).toEqual(viaOpenapiFetch);
    },
  );

  it.each([
    ['a value', () => envelope({ id: 'm1', account: 'a', nickname: null, type: 0 })],
    ['204, no body', () => new Response(null, { status: 204 })],
    ['200, empty body', () => new Response('', { status: 200 })],
    ['200, HTML', () => new Response('<html>maintenance</html>', { status: 200 })],
    ['401 with an envelope', () => envelope(null, { success: false, message: 'please login', status: 401 })],
    ['502 with HTML', () => new Response('<html>Bad gateway</html>', { status: 502 })],
    ['success: false', () => envelope({ captcha: true }, { success: false, message: 'Wrong' })],
    ['a value that does not fit', () => envelope({ id: 7 })],
  ])('read %s the same way', async (_case, answer) => {
    const pair = sdkPair(answer);
    const outcomes = await Promise.all(
      pair.map(({ sdk }) =>
        sdk.member!.getMemberInfo!(undefined).then(
          (value) => ({ value }),
          (error: unknown) => ({ error: JSON.stringify(error) }),
        ),
      ),
    );
    expect(outcomes[0]).toEqual(outcomes[1]);
  });
});
