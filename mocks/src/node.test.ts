import { createSdk, memoryTokenStore } from '@lobby/sdk';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectFailure, resetSandbox } from './controls/controls';
import { createSandboxServer } from './node';
import { runtime } from './runtime';
import { failureOf } from './testing/expect-failure';

const server = createSandboxServer();
beforeAll(() => {
  resetSandbox();
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

describe('the Node runner (setupServer)', () => {
  it('answers the SDK in-process, on any base URL, with the same world as the HTTP server', async () => {
    const sdk = createSdk({
      baseUrl: 'https://lobby.test',
      merchant: 'DEMO',
      tokenStore: memoryTokenStore(),
      userAgent: null,
    });
    await sdk.session.login({
      username: 'demo',
      password: 'demo1234',
      type: 'username',
      loginDeviceId: randomUUID(),
    });
    const info = await sdk.member.getMemberInfo();
    expect(info.account).toBe('demo');
    const { list } = await sdk.games.listGames({ gameType: 'LIVE', pageNo: 1, pageSize: 5 });
    expect(list[0]?.iconUrl).toMatch(/^https:\/\/lobby\.test\/__sandbox\/icons\/game\/\d+\.svg$/);
  });

  it('fails an answer after applying the call, in-process too: a dropped connection and a timeout', async () => {
    const sdk = createSdk({
      baseUrl: 'https://lobby.test',
      merchant: 'DEMO',
      tokenStore: memoryTokenStore(),
      userAgent: null,
      retry: { retries: 0 },
    });
    await sdk.session.login({
      username: 'demo',
      password: 'demo1234',
      type: 'username',
      loginDeviceId: randomUUID(),
    });
    const before = (await sdk.wallet.getBalance()).balance;
    injectFailure('walletTransfer', 'drop', { times: 1, afterApply: true });
    const dropped = randomUUID();
    const transfer = (key: string) =>
      sdk.wallet.walletTransfer(
        { 'Idempotency-Key': key, fromWallet: 'MAIN', toWallet: 'PG', amount: 10 },
        { timeoutMs: 300 },
      );
    expect((await failureOf(transfer(dropped))).kind).toBe('network');
    expect((await sdk.wallet.getMoneyRequest({ idempotencyKey: dropped })).state).toBe('APPLIED');
    runtime.timeoutHoldMs = 2_000;
    try {
      injectFailure('walletTransfer', 'timeout', { times: 1, afterApply: true });
      const held = randomUUID();
      expect((await failureOf(transfer(held))).kind).toBe('timeout');
      expect((await sdk.wallet.getMoneyRequest({ idempotencyKey: held })).state).toBe('APPLIED');
    } finally {
      runtime.timeoutHoldMs = 120_000;
    }
    expect((await sdk.wallet.getBalance()).balance).toBeCloseTo(before - 20, 2);
  });
});
