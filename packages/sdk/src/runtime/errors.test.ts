import { describe, expect, it } from 'vitest';
import { createSdk } from '../create-sdk.js';
import { envelope, fakeFetch, hang } from '../testing/fake-fetch.js';
import { LobbyError, isLobbyError } from './lobby-error.js';
import { memoryTokenStore } from './token-store.js';

const SECRETS = ['S3cret!', 'tok-secret', 'player01'];
const LOGIN = { username: 'player01', password: 'S3cret!', type: 'username', loginDeviceId: 'd-1' } as const;
const rsaKey = () => envelope({ modulus: 'd'.repeat(256), exponent: '10001' });

function sdkWith(answer: (request: Request) => Response | Promise<Response>, timeoutMs = 1000) {
  const fake = fakeFetch((request) => (request.url.includes('/key/rsa') ? rsaKey() : answer(request)));
  const sdk = createSdk({
    baseUrl: 'http://127.0.0.1:4010',
    merchant: 'DEMO',
    tokenStore: memoryTokenStore('tok-secret'),
    fetch: fake.fetch,
    timeoutMs,
    retry: { retries: 0 },
  });
  return { sdk, fake };
}

async function rejection(promise: Promise<unknown>): Promise<LobbyError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LobbyError);
  return error as LobbyError;
}

/** Nothing the caller sent may leak through any surface of the error. */
function expectNoSecrets(error: LobbyError) {
  const surfaces = [
    error.message,
    String(error.stack),
    JSON.stringify(error),
    JSON.stringify(error.value ?? null),
  ];
  for (const secret of SECRETS) for (const text of surfaces) expect(text).not.toContain(secret);
}

describe('LobbyError kinds', () => {
  it.each([
    [
      'network',
      'fetch rejects',
      () => Promise.reject(new TypeError('fetch failed: player01 S3cret! tok-secret')),
      0,
      'network error',
    ],
    ['timeout', 'no answer in time', hang, 0, 'timed out after 30 ms'],
    [
      'http',
      '503 with an envelope',
      () => envelope({ reason: 'x' }, { success: false, message: 'Service Unavailable', status: 503 }),
      503,
      'Service Unavailable',
    ],
    [
      'http',
      '502 with HTML',
      () => new Response('<html>Bad gateway</html>', { status: 502 }),
      502,
      'HTTP 502',
    ],
    [
      'server',
      'success: false',
      () => envelope({ captcha: true }, { success: false, message: 'Wrong password' }),
      200,
      'Wrong password',
    ],
    [
      'schema',
      'wrong type',
      () => envelope({ token: 42, firstTimeLogin: false, passwordExpired: false }),
      200,
      'value.token: expected string',
    ],
    [
      'schema',
      'missing field',
      () => envelope({ firstTimeLogin: false, passwordExpired: false }),
      200,
      'value.token: required',
    ],
    [
      'schema',
      'refusal off its branch',
      () => envelope({ captcha: 'yes' }, { success: false, message: 'Wrong password' }),
      200,
      'value.captcha: expected one of true',
    ],
    [
      'schema',
      'not JSON',
      () => new Response('<html>maintenance</html>', { status: 200 }),
      200,
      'response is not JSON',
    ],
    ['schema', 'no envelope', () => Response.json({ ok: true }), 200, 'response is not an envelope'],
  ] as const)(
    '%s (%s): names the operation, carries no secret',
    async (kind, _case, answer, status, message) => {
      const { sdk } = sdkWith(answer, 30);
      const error = await rejection(sdk.session.login(LOGIN));
      expect(error).toMatchObject({ kind, status, message, operationId: 'login', name: 'LobbyError' });
      expect(isLobbyError(error)).toBe(true);
      expectNoSecrets(error);
    },
  );

  it('server: carries the server value so callers can react (captcha after a failed login)', async () => {
    const { sdk } = sdkWith(() => envelope({ captcha: true }, { success: false, message: 'Wrong password' }));
    const error = await rejection(sdk.session.login(LOGIN));
    expect(error.value).toEqual({ captcha: true });
    expect(error.toJSON()).toEqual({
      kind: 'server',
      operationId: 'login',
      status: 200,
      message: 'Wrong password',
      value: { captcha: true },
    });
  });

  it('aborted: the caller cancels in flight, or before the call starts', async () => {
    const { sdk, fake } = sdkWith(hang);
    const controller = new AbortController();
    const pending = sdk.member.getMemberInfo(undefined, { signal: controller.signal });
    setTimeout(() => controller.abort(), 5);
    expect(await rejection(pending)).toMatchObject({
      kind: 'aborted',
      status: 0,
      operationId: 'getMemberInfo',
    });
    const before = fake.requests.length;
    expect(
      await rejection(sdk.member.getMemberInfo(undefined, { signal: AbortSignal.abort() })),
    ).toMatchObject({ kind: 'aborted' });
    expect(fake.requests).toHaveLength(before);
  });

  it('timeout: a per-call timeoutMs overrides the client default', async () => {
    const { sdk } = sdkWith(hang, 60_000);
    const started = Date.now();
    expect(await rejection(sdk.member.getMemberInfo(undefined, { timeoutMs: 20 }))).toMatchObject({
      kind: 'timeout',
      status: 0,
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('timeout: also while an encrypted call waits for its RSA key', async () => {
    const fake = fakeFetch(hang);
    const sdk = createSdk({
      baseUrl: 'http://x.test',
      merchant: 'DEMO',
      tokenStore: memoryTokenStore(),
      fetch: fake.fetch,
      timeoutMs: 20,
      retry: { retries: 0 },
    });
    expect(await rejection(sdk.session.login(LOGIN))).toMatchObject({
      kind: 'timeout',
      status: 0,
      operationId: 'login',
    });
  });

  it('http 401 keeps the envelope message and value', async () => {
    const { sdk } = sdkWith(() =>
      envelope(null, { success: false, message: 'not logged in, please login', status: 401 }),
    );
    expect(await rejection(sdk.member.getMemberInfo())).toMatchObject({
      kind: 'http',
      status: 401,
      message: 'not logged in, please login',
    });
  });
});
