import { createSdk, memoryTokenStore } from '@lobby/sdk';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetSandbox } from './controls/controls';
import { createSandboxServer } from './node';

const server = createSandboxServer();
beforeAll(() => {
  resetSandbox();
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

describe('the Node runner (setupServer)', () => {
  it('answers the SDK in-process, on any base URL, with the same world as the HTTP server', async () => {
    const sdk = createSdk({ baseUrl: 'https://lobby.test', merchant: 'DEMO', tokenStore: memoryTokenStore(), userAgent: null });
    await sdk.session.login({ username: 'demo', password: 'demo1234', type: 'username', loginDeviceId: randomUUID() });
    const info = await sdk.member.getMemberInfo();
    expect(info.account).toBe('demo');
    const { list } = await sdk.games.listGames({ gameType: 'LIVE', pageNo: 1, pageSize: 5 });
    expect(list[0]?.iconUrl).toMatch(/^https:\/\/lobby\.test\/__sandbox\/icons\/game\/\d+\.svg$/);
  });
});
