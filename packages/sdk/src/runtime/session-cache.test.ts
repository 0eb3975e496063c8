import { describe, expect, it } from 'vitest';
import { createSdk } from '../create-sdk.js';
import { envelope, fakeFetch } from '../testing/fake-fetch.js';
import { memoryTokenStore } from './token-store.js';

function sdkWith(answer: (request: Request) => Response) {
  let language = 'EN';
  const fake = fakeFetch(answer);
  const sdk = createSdk({
    baseUrl: 'http://127.0.0.1:4010',
    merchant: 'DEMO',
    language: () => language,
    tokenStore: memoryTokenStore(),
    fetch: fake.fetch,
    retry: { retries: 0 },
  });
  return { sdk, fake, setLanguage: (next: string) => (language = next) };
}

const VALUES: Record<string, unknown> = {
  GCSGAME_hotGames: [],
  GCSGAME_vendors: { data: { lanes: [] } },
  merchantWallet: { isSingle: true },
  'setting/register': { fields: [] },
};
const answer = (request: Request) =>
  envelope(Object.entries(VALUES).find(([path]) => request.url.includes(path))![1]);

describe('session cache', () => {
  it.each([
    ['hot games', (sdk: ReturnType<typeof sdkWith>['sdk']) => sdk.games.listHotGames()],
    ['vendors', (sdk: ReturnType<typeof sdkWith>['sdk']) => sdk.games.listVendors()],
    ['merchant wallet', (sdk: ReturnType<typeof sdkWith>['sdk']) => sdk.system.getMerchantWallet()],
    ['register settings', (sdk: ReturnType<typeof sdkWith>['sdk']) => sdk.system.getRegisterSettings()],
  ])('%s: a second call makes no request until flush()', async (_name, call) => {
    const { sdk, fake } = sdkWith(answer);
    const first = await call(sdk);
    await expect(call(sdk)).resolves.toBe(first);
    expect(fake.requests).toHaveLength(1);
    sdk.cache.flush();
    await call(sdk);
    expect(fake.requests).toHaveLength(2);
  });

  it('shares one request between concurrent callers', async () => {
    const { sdk, fake } = sdkWith(answer);
    await Promise.all([sdk.games.listVendors(), sdk.games.listVendors()]);
    expect(fake.requests).toHaveLength(1);
  });

  it('keeps separate entries per language', async () => {
    const { sdk, fake, setLanguage } = sdkWith(answer);
    await sdk.games.listHotGames();
    setLanguage('VI');
    await sdk.games.listHotGames();
    expect(fake.requests).toHaveLength(2);
  });

  it('does not keep failures', async () => {
    let fail = true;
    const { sdk, fake } = sdkWith((request) => (fail ? new Response('', { status: 500 }) : answer(request)));
    await expect(sdk.system.getMerchantWallet()).rejects.toMatchObject({ kind: 'http' });
    fail = false;
    await expect(sdk.system.getMerchantWallet()).resolves.toEqual({ isSingle: true });
    expect(fake.requests).toHaveLength(2);
  });

  it('does not cache other calls', async () => {
    const { sdk, fake } = sdkWith(() => envelope(3));
    await sdk.content.getUnreadCount();
    await sdk.content.getUnreadCount();
    expect(fake.requests).toHaveLength(2);
  });
});
