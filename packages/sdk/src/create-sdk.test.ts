import { describe, expect, it } from 'vitest';
import { createSdk } from './create-sdk.js';
import { allOperations, getMemberInfo } from './generated/operations.js';
import { memoryTokenStore } from './runtime/token-store.js';
import { envelope, fakeFetch } from './testing/fake-fetch.js';

const MEMBER = { id: 'm1', account: 'player01', nickname: null, type: 0 };

function setup(handler = (_r: Request) => envelope(MEMBER), token: string | null = 'tok-123') {
  const fake = fakeFetch(handler);
  const tokenStore = memoryTokenStore(token);
  let language = 'EN';
  const sdk = createSdk({
    baseUrl: 'http://127.0.0.1:4010/',
    merchant: 'DEMO',
    language: () => language,
    tokenStore,
    fetch: fake.fetch,
    userAgent: 'Mozilla/5.0 (X11) Lobby',
  });
  return { sdk, fake, tokenStore, setLanguage: (next: string) => (language = next) };
}

describe('createSdk', () => {
  it('reaches every operation of the spec as sdk.<tag>.<operationId>', () => {
    const { sdk } = setup();
    const ops = allOperations;
    expect(ops.length).toBeGreaterThan(0);
    for (const op of ops) {
      expect(
        typeof (sdk as unknown as Record<string, Record<string, unknown>>)[op.tag]?.[op.operationId],
      ).toBe('function');
    }
  });

  it('refuses a configuration without base URL or merchant, or with a non-positive timeout', () => {
    expect(() => createSdk({ baseUrl: '', merchant: 'DEMO' })).toThrow(/baseUrl/);
    expect(() => createSdk({ baseUrl: 'http://x.test', merchant: '' })).toThrow(/merchant/);
    expect(() => createSdk({ baseUrl: 'http://x.test', merchant: 'DEMO', timeoutMs: 0 })).toThrow(
      /timeoutMs/,
    );
  });

  it('sends the site headers, the module id and the raw token on token calls', async () => {
    const { sdk, fake, setLanguage } = setup();
    await expect(sdk.member.getMemberInfo()).resolves.toEqual(MEMBER);
    setLanguage('VI');
    await sdk.member.getMemberInfo();
    const [first, second] = fake.requests.map((r) => r.request);
    expect(first!.url).toBe('http://127.0.0.1:4010/wps/member/info');
    expect(first!.method).toBe('GET');
    expect(Object.fromEntries(first!.headers)).toMatchObject({
      merchant: 'DEMO',
      language: 'EN',
      device: 'web',
      'x-real-ua': btoa('Mozilla/5.0 (X11) Lobby'),
      moduleid: getMemberInfo.moduleId,
      authorization: 'tok-123',
    });
    expect(second!.headers.get('Language')).toBe('VI');
  });

  it("runs the integrator's middleware after its own headers are set, and sends what it adds", async () => {
    const fake = fakeFetch(() => envelope(MEMBER));
    const seen: (string | null)[] = [];
    const sdk = createSdk({
      baseUrl: 'http://127.0.0.1:4010',
      merchant: 'DEMO',
      tokenStore: memoryTokenStore('tok-123'),
      fetch: fake.fetch,
      middleware: [
        {
          onRequest({ request }) {
            seen.push(request.headers.get('ModuleId'), request.headers.get('Authorization'));
            request.headers.set('X-Trace', 't-1');
            return request;
          },
        },
      ],
    });
    await expect(sdk.member.getMemberInfo()).resolves.toEqual(MEMBER);
    expect(seen).toEqual([getMemberInfo.moduleId, 'tok-123']);
    expect(fake.requests[0]!.request.headers.get('X-Trace')).toBe('t-1');
  });

  it('defaults Language to EN and sends no X-Real-UA when there is no user agent', async () => {
    const fake = fakeFetch(() => envelope(MEMBER));
    const sdk = createSdk({
      baseUrl: 'http://x.test',
      merchant: () => 'BRAND2',
      tokenStore: memoryTokenStore(),
      fetch: fake.fetch,
      userAgent: null,
    });
    await sdk.member.getMemberInfo();
    const { headers } = fake.requests[0]!.request;
    expect([headers.get('Merchant'), headers.get('Language'), headers.has('X-Real-UA')]).toEqual([
      'BRAND2',
      'EN',
      false,
    ]);
  });

  it('sends no Authorization on token-less calls, and none when no token is stored', async () => {
    const { sdk, fake } = setup(
      (request) => (request.url.includes('captcha') ? envelope('aW1n') : envelope(MEMBER)),
      null,
    );
    await sdk.session.getCaptcha();
    await sdk.member.getMemberInfo();
    expect(fake.requests.map((r) => r.request.headers.has('Authorization'))).toEqual([false, false]);
  });

  it('sends a borrowed token for one call, and neither stores nor drops the stored one', async () => {
    const { sdk, fake, tokenStore } = setup((request) =>
      request.url.includes('logout') ? envelope(true) : envelope(MEMBER),
    );
    await sdk.member.getMemberInfo(undefined, { token: 'link-456' });
    await sdk.member.getMemberInfo();
    await sdk.session.logout(undefined, { token: 'link-456' });
    const sent = fake.requests.map((r) => r.request.headers.get('Authorization'));
    expect(sent).toEqual(['link-456', 'tok-123', 'link-456']);
    expect(tokenStore.get()).toBe('tok-123');
  });

  it('fills the cache buster and asks caches not to answer', async () => {
    const { sdk, fake } = setup(() => envelope('aW1n'));
    await sdk.session.getCaptcha();
    const { request } = fake.requests[0]!;
    expect(new URL(request.url).searchParams.get('_')).toMatch(/^\d+$/);
    expect(request.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('puts path and query fields in the URL and the rest in the JSON body', async () => {
    const { sdk, fake } = setup((request) =>
      request.url.includes('GCSGAME_gameList')
        ? envelope({ list: [], pageNo: 1, pageSize: 20, total: 0 })
        : envelope(true),
    );
    await sdk.content.readMessage({ messageId: 'a/b 1' });
    await sdk.games.listGames({ gameType: 'RNG', pageNo: 1, pageSize: 20 });
    await sdk.games.addFavourite({ nodeId: 42 });
    const [read, list, add] = fake.requests;
    expect(read!.request.url).toBe('http://127.0.0.1:4010/wps/relay/CSP_messages/a%2Fb%201/read');
    expect(read!.request.method).toBe('PUT');
    const query = new URL(list!.request.url).searchParams;
    expect([query.get('gameType'), query.get('pageNo'), query.get('pageSize')]).toEqual(['RNG', '1', '20']);
    expect(list!.body).toBe('');
    expect(add!.request.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(add!.body)).toEqual({ nodeId: 42 });
  });

  it('sends fixed header parameters the spec declares (free play)', async () => {
    const { sdk, fake } = setup(() =>
      envelope({ token: 'trial', firstTimeLogin: false, passwordExpired: false }),
    );
    await sdk.session.freePlayLogin({ os: 'Windows', loginDeviceId: '3f1c2b7e-8d4a-4c1e-9b2f-6a7d5e4c3b21' });
    const { request, body } = fake.requests[0]!;
    expect([
      request.headers.get('os'),
      request.headers.get('platform'),
      request.headers.get('X-Gateway-Version'),
    ]).toEqual(['Windows', 'W', '3']);
    expect(JSON.parse(body)).toEqual({ loginDeviceId: '3f1c2b7e-8d4a-4c1e-9b2f-6a7d5e4c3b21' });
  });

  it('sends form-encoded and multipart bodies where the spec says so', async () => {
    const { sdk, fake } = setup((request) =>
      request.url.includes('activityApply')
        ? envelope({
            id: 'a1',
            promotionId: 'p1',
            title: 'T',
            status: 'applying',
            applyTime: '2026-01-01 00:00:00',
          })
        : envelope(true),
    );
    await sdk.member.forgotPasswordEmail({ username: 'player01', email: 'p@example.com' });
    const image = new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' });
    await sdk.content.applyActivity({ promotionId: 'p1', comment: 'hi', images: [image] });
    const [form, multipart] = fake.requests;
    expect(form!.request.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(new URLSearchParams(form!.body).get('email')).toBe('p@example.com');
    expect(multipart!.request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const data = await multipart!.request.clone().formData();
    expect(data.get('promotionId')).toBe('p1');
    expect(data.getAll('images')).toHaveLength(1);
  });

  it('keeps the token a login returns and drops it on logout, whatever the server says', async () => {
    const { sdk, tokenStore } = setup(
      () => envelope({ token: 'fresh', firstTimeLogin: false, passwordExpired: false }),
      null,
    );
    await sdk.session.freePlayLogin({ os: 'Linux', loginDeviceId: 'x' });
    expect(tokenStore.get()).toBe('fresh');
    const failing = setup(() => new Response('down', { status: 500 }), 'old');
    await expect(failing.sdk.session.logout()).rejects.toMatchObject({ kind: 'http', status: 500 });
    expect(failing.tokenStore.get()).toBeNull();
  });
});
