import { describe, expect, it } from 'vitest';
import type { Codec } from '../codec/codec.js';
import { desDecrypt } from '../codec/des.js';
import { createSdk } from '../create-sdk.js';
import { envelope, fakeFetch } from '../testing/fake-fetch.js';
import { testKeyPair } from '../testing/rsa-key-pair.js';
import { memoryTokenStore } from './token-store.js';

/** A sandbox that holds the private key and decrypts what the SDK sends, as the backend does. */
function backend() {
  const pair = testKeyPair();
  const received: unknown[] = [];
  const fake = fakeFetch((request, body) => {
    if (request.url.includes('/wps/session/key/rsa')) return envelope(pair.publicKey);
    const key = pair.decryptKey(request.headers.get('X-RSA')!);
    received.push(JSON.parse(desDecrypt((JSON.parse(body) as { value: string }).value, key)));
    return envelope({ token: 'tok-1', firstTimeLogin: false, passwordExpired: false });
  });
  return { fake, received };
}

const LOGIN = {
  username: 'player01',
  password: 'S3cret!',
  type: 'username',
  loginDeviceId: '3f1c2b7e-8d4a-4c1e-9b2f-6a7d5e4c3b21',
} as const;

describe('encrypted calls', () => {
  it('fetch a fresh RSA key, send { value } with Encryption and X-RSA, and decrypt back to the input', async () => {
    const { fake, received } = backend();
    const tokenStore = memoryTokenStore();
    const sdk = createSdk({
      baseUrl: 'http://127.0.0.1:4010',
      merchant: 'DEMO',
      tokenStore,
      fetch: fake.fetch,
    });
    await expect(sdk.session.login(LOGIN)).resolves.toMatchObject({ token: 'tok-1' });
    expect(received).toEqual([LOGIN]);
    expect(tokenStore.get()).toBe('tok-1');

    const [keyCall, loginCall] = fake.requests;
    expect(keyCall!.request.method).toBe('GET');
    expect(new URL(keyCall!.request.url).searchParams.get('_')).toMatch(/^\d+$/);
    expect(keyCall!.request.headers.get('Cache-Control')).toBe('no-cache');
    expect(loginCall!.request.headers.get('Encryption')).toBe('RSA');
    expect(loginCall!.request.headers.get('ModuleId')).toBe('COMM3');
    expect(Object.keys(JSON.parse(loginCall!.body))).toEqual(['value']);
    expect(loginCall!.body).not.toContain('S3cret!');
    expect(loginCall!.body).not.toContain('player01');
  });

  it('use the configured codec instead of the default one', async () => {
    const fake = fakeFetch((request) =>
      request.url.includes('/key/rsa')
        ? envelope({ modulus: 'c0ffee', exponent: '3' })
        : envelope({ token: null, firstTimeLogin: false, passwordExpired: false }),
    );
    const keys: unknown[] = [];
    const codec: Codec = {
      encrypt: (_json, key) => {
        keys.push(key);
        return { value: 'opaque', headers: { Encryption: 'TEST' } };
      },
    };
    const sdk = createSdk({
      baseUrl: 'http://x.test',
      merchant: 'DEMO',
      tokenStore: memoryTokenStore(),
      fetch: fake.fetch,
      codec,
    });
    await sdk.session.login(LOGIN);
    expect(keys).toEqual([{ modulus: 'c0ffee', exponent: '3' }]);
    expect(JSON.parse(fake.requests[1]!.body)).toEqual({ value: 'opaque' });
    expect(fake.requests[1]!.request.headers.get('Encryption')).toBe('TEST');
  });

  it('report a failed key fetch under the encrypted operation, without sending the payload', async () => {
    const fake = fakeFetch(() => new Response('no', { status: 404 }));
    const sdk = createSdk({
      baseUrl: 'http://x.test',
      merchant: 'DEMO',
      tokenStore: memoryTokenStore(),
      fetch: fake.fetch,
    });
    await expect(sdk.session.login(LOGIN)).rejects.toMatchObject({
      kind: 'http',
      status: 404,
      operationId: 'login',
    });
    expect(fake.requests).toHaveLength(1);
  });
});
