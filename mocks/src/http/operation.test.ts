import { getResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { injectFailure, resetSandbox, setLatency, setSystemStatus } from '../controls/controls';
import { runtime } from '../runtime';
import { failureOf } from '../testing/expect-failure';
import { startSandbox, type StartedSandbox } from '../testing/start-sandbox';
import { defineHandlers } from './operation';
import { refuse } from './envelope';

let sandbox: StartedSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
  runtime.timeoutHoldMs = 300;
});
afterAll(() => sandbox.close());
beforeEach(() => resetSandbox());

const raw = async (path: string, init: RequestInit = {}) => {
  const response = await fetch(`${sandbox.url}${path}`, init);
  return {
    status: response.status,
    body: (await response.json()) as { success: boolean; message: string; value: unknown },
  };
};

describe('requests that break the spec', () => {
  it('answers 400 naming a missing or mistyped parameter', async () => {
    const missing = await raw('/wps/relay/GCSGAME_gameList?pageNo=1&pageSize=20');
    expect(missing).toEqual({
      status: 400,
      body: { success: false, message: 'query parameter gameType: is required', value: null },
    });
    const mistyped = await raw('/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=first&pageSize=20');
    expect(mistyped.body.message).toBe('query parameter pageNo: expected integer, got string');
    const tooBig = await raw('/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=5000');
    expect(tooBig.body.message).toBe('query parameter pageSize: must be at most 999');
  });

  it('answers 400 for a body that is not JSON, misses a field or cannot be decrypted', async () => {
    const headers = { 'Content-Type': 'application/json' };
    const notJson = await raw('/wps/session/login/freeplay', {
      method: 'POST',
      headers: { ...headers, os: 'Linux', platform: 'W', 'X-Gateway-Version': '3' },
      body: '{"loginDeviceId":',
    });
    expect(notJson).toMatchObject({ status: 400, body: { message: 'body: is not valid JSON' } });
    const badUuid = await raw('/wps/session/login/freeplay', {
      method: 'POST',
      headers: { ...headers, os: 'Linux', platform: 'W', 'X-Gateway-Version': '3' },
      body: '{"loginDeviceId":"x"}',
    });
    expect(badUuid.body.message).toBe('body.loginDeviceId: must be a UUID');
    const noHeader = await raw('/wps/session/login', { method: 'POST', headers, body: '{"value":"abc"}' });
    expect(noHeader.body.message).toBe('header Encryption: must be RSA on an encrypted call');
    const garbage = await raw('/wps/session/login', {
      method: 'POST',
      headers: { ...headers, Encryption: 'RSA', 'X-RSA': '1234abcd' },
      body: '{"value":"bm90IGRlcw=="}',
    });
    expect(garbage).toMatchObject({ status: 400, body: { success: false } });
    expect(garbage.body.message).toMatch(/^body: /);
  });

  it('ignores a JSON __proto__ key instead of letting it shape the input', async () => {
    const headers = {
      'Content-Type': 'application/json',
      os: 'Linux',
      platform: 'W',
      'X-Gateway-Version': '3',
    };
    const body = `{"loginDeviceId":"${crypto.randomUUID()}","__proto__":{"polluted":true}}`;
    const answer = await raw('/wps/session/login/freeplay', { method: 'POST', headers, body });
    expect(answer.status).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers 400 for a wrong module id', async () => {
    const wrong = await raw('/wps/system/status', { headers: { ModuleId: 'PASS3' } });
    expect(wrong).toMatchObject({
      status: 400,
      body: { message: 'header ModuleId: must be COMM3 for getSystemStatus' },
    });
    expect((await raw('/wps/system/status', { headers: { ModuleId: 'COMM3' } })).status).toBe(200);
  });

  it('answers 404 with an envelope for an unknown path', async () => {
    expect(await raw('/wps/nothing/here')).toMatchObject({
      status: 404,
      body: { success: false, message: 'No such operation: GET /wps/nothing/here' },
    });
  });
});

describe('a handler that throws', () => {
  it('becomes a 500 envelope and leaves the world as it was', async () => {
    const [handler] = defineHandlers({
      walletTransfer: (ctx) => {
        ctx.member!.balance = 0;
        throw new Error('boom');
      },
    });
    const sdk = await sandbox.loginAs('demo', 'demo1234');
    const before = (await sdk.wallet.getBalance()).balance;
    const token = sdk.tokenStore.get()!;
    const request = new Request(`${sandbox.url}/wps/relay/GCS_walletTransfer`, {
      method: 'POST',
      headers: {
        Authorization: token,
        'Content-Type': 'application/json',
        'Idempotency-Key': 'boom-test-key',
      },
      body: JSON.stringify({ fromWallet: 'MAIN', toWallet: 'PG', amount: 1 }),
    });
    const response = await getResponse([handler!], request);
    expect(response?.status).toBe(500);
    expect(await response?.json()).toEqual({
      success: false,
      message: 'Internal sandbox error in walletTransfer: boom',
      value: null,
    });
    expect((await sdk.wallet.getBalance()).balance).toBe(before);
  });
});

describe('a response that breaks the spec', () => {
  it('becomes a 500 naming the problem instead of reaching the client', async () => {
    const [handler] = defineHandlers({ getUnreadCount: () => -3 });
    const sdk = await sandbox.loginAs('demo', 'demo1234');
    const request = new Request(`${sandbox.url}/wps/relay/CSP_unreadCount`, {
      headers: { Authorization: sdk.tokenStore.get()! },
    });
    const response = await getResponse([handler!], request);
    expect(response?.status).toBe(500);
    expect(((await response?.json()) as { message: string }).message).toBe(
      'Internal sandbox error in getUnreadCount: sandbox response breaks the spec: response.value: must be at least 0',
    );
  });

  it('holds a refusal to the operation refusal of the spec: a value it does not document is a 500, a plain one passes', async () => {
    const sdk = await sandbox.loginAs('demo', 'demo1234');
    const request = () =>
      new Request(`${sandbox.url}/wps/relay/CSP_unreadCount`, {
        headers: { Authorization: sdk.tokenStore.get()! },
      });
    const [undocumented] = defineHandlers({
      getUnreadCount: () => {
        throw refuse('Not now', { captcha: true });
      },
    });
    const broken = await getResponse([undocumented!], request());
    expect(broken?.status).toBe(500);
    expect(((await broken?.json()) as { message: string }).message).toBe(
      'Internal sandbox error in getUnreadCount: sandbox response breaks the spec: response.value: expected null, got object',
    );
    const [plain] = defineHandlers({
      getUnreadCount: () => {
        throw refuse('Not now');
      },
    });
    const refused = await getResponse([plain!], request());
    expect(refused?.status).toBe(200);
    expect(await refused?.json()).toEqual({ success: false, message: 'Not now', value: null });
  });
});

describe('controls', () => {
  it('injects 5xx, malformed bodies and timeouts per operation, then recovers', async () => {
    const sdk = sandbox.sdk();
    injectFailure('listVendors', '500', 1);
    expect(await failureOf(sdk.games.listVendors({}))).toMatchObject({ kind: 'http', status: 500 });
    await expect(sdk.games.listVendors({})).resolves.toBeTruthy();
    injectFailure('getJackpot', 'malformed', 1);
    expect(await failureOf(sdk.games.getJackpot({}))).toMatchObject({ kind: 'schema', status: 200 });
    injectFailure('getWinnerBoard', 'timeout', 1);
    expect(await failureOf(sdk.games.getWinnerBoard({}, { timeoutMs: 100 }))).toMatchObject({
      kind: 'timeout',
      status: 0,
    });
  });

  it('switches the system status: maintenance and region block reach the client and block other calls', async () => {
    const sdk = sandbox.sdk();
    await sandbox.control('PUT', 'status', { status: 1 });
    const maintenance = await sdk.system.getSystemStatus();
    expect(maintenance.status).toBe(1);
    expect(maintenance.maintenance).not.toBeNull();
    expect(await failureOf(sdk.games.listHotGames({}))).toMatchObject({
      status: 503,
      message: 'System under maintenance',
    });
    setSystemStatus(2);
    const blocked = await sdk.system.getSystemStatus();
    expect(blocked).toMatchObject({ status: 2, location: { ip: '127.0.0.1' } });
    setSystemStatus(0);
    await expect(sdk.games.listHotGames({})).resolves.toBeTruthy();
  });

  it('adds latency', async () => {
    setLatency(150, 'getJackpot');
    const started = performance.now();
    await sandbox.sdk().games.getJackpot({});
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('hides the development-only code readers when asked to', async () => {
    runtime.exposeCodes = false;
    try {
      const hidden = await fetch(`${sandbox.url}/__sandbox/sms/last`);
      expect(hidden.status).toBe(404);
    } finally {
      runtime.exposeCodes = true;
    }
  });

  it('takes a test RSA key pair for encrypted calls, refusing one that does not fit', async () => {
    // A valid pair that is not the sandbox's own: the seed key of another world.
    const { rsaKeyForSeed } = await import('../crypto/rsa-key');
    const other = rsaKeyForSeed('another-seed');
    const key = {
      modulus: other.modulusHex,
      exponent: other.exponentHex,
      privateExponent: other.d.toString(16),
    };
    await expect(sandbox.control('PUT', 'rsa-key', { ...key, privateExponent: '3' })).rejects.toThrow(
      'the private exponent does not match the public key',
    );
    await sandbox.control('PUT', 'rsa-key', key);
    const sdk = sandbox.sdk();
    expect((await sdk.session.getRsaKey()).modulus).toBe(other.modulusHex);
    const session = await sdk.session.login({
      username: 'demo',
      password: 'demo1234',
      type: 'username',
      loginDeviceId: crypto.randomUUID(),
    });
    expect(session.token).toBeTruthy();
  });

  it('sends an SMS code chosen by the test, which then works once', async () => {
    await sandbox.control('POST', 'sms', {
      countryDialingCode: '+84',
      mobile: '912345678',
      purpose: 'password',
      code: '424242',
    });
    const sdk = sandbox.sdk();
    await sdk.member.setPasswordByPhone({
      newPassword: 'chosen123',
      mobileNum: '912345678',
      countryDialingCode: '+84',
      verificationCode: '424242',
    });
    const again = await failureOf(
      sdk.member.setPasswordByPhone({
        newPassword: 'chosen456',
        mobileNum: '912345678',
        countryDialingCode: '+84',
        verificationCode: '424242',
      }),
    );
    expect(again.message).toBe('invalid-verification-code');
    await expect(
      sandbox.control('POST', 'sms', { countryDialingCode: '+84', mobile: '912345678', purpose: 'spam' }),
    ).rejects.toThrow('purpose must be');
  });

  it('rejects unknown operations and kinds over HTTP', async () => {
    await expect(sandbox.control('POST', 'failures', { operationId: 'nope', kind: '500' })).rejects.toThrow(
      'operationId: unknown operation',
    );
    await expect(sandbox.control('POST', 'failures', { operationId: 'login', kind: '418' })).rejects.toThrow(
      'unknown failure kind 418',
    );
    await expect(sandbox.control('PUT', 'status', { status: 7 })).rejects.toThrow('status must be 0, 1 or 2');
  });
});
