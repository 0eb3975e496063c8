import { describe, expect, it } from 'vitest';
import { createSdk, type LobbySdk } from '../create-sdk.js';
import { envelope, fakeFetch, hang } from '../testing/fake-fetch.js';
import { LobbyError, type LobbyErrorKind } from './lobby-error.js';
import { allOperations } from '../generated/operations.js';
import {
  DEFAULT_RETRY_POLICY,
  NEVER_RETRIED,
  backoffDelay,
  neverRetried,
  shouldRetry,
} from './retry-policy.js';
import { memoryTokenStore } from './token-store.js';

const error = (kind: LobbyErrorKind, status = 0, operationId = 'x') =>
  new LobbyError({ kind, status, operationId, message: '' });
const MEMBER = { id: 'm1', account: 'a', nickname: null, type: 0 };

function sdkWith(answers: ((request: Request) => Response | Promise<Response>)[], timeoutMs = 1000) {
  const delays: number[] = [];
  let i = 0;
  const fake = fakeFetch((request) => (answers[i++] ?? hang)(request));
  const sdk = createSdk({
    baseUrl: 'http://127.0.0.1:4010',
    merchant: 'DEMO',
    tokenStore: memoryTokenStore('t'),
    fetch: fake.fetch,
    timeoutMs,
    retry: { retries: 3, baseDelayMs: 100, maxDelayMs: 250 },
    random: () => 0.5,
    sleep: async (ms) => {
      delays.push(ms);
    },
  });
  return { sdk, fake, delays };
}

describe('shouldRetry', () => {
  const policy = DEFAULT_RETRY_POLICY;
  it.each([
    ['GET', error('network'), true],
    ['GET', error('timeout'), true],
    ['GET', error('http', 502), true],
    ['GET', error('http', 503), true],
    ['GET', error('http', 504), true],
    ['GET', error('http', 500), false],
    ['GET', error('http', 429), false],
    ['GET', error('server', 200), false],
    ['GET', error('schema', 200), false],
    ['GET', error('aborted'), false],
    ['POST', error('network'), false],
    ['PUT', error('http', 503), false],
    ['DELETE', error('timeout'), false],
  ] as const)('%s after %o: %s', (method, failure, expected) => {
    expect(shouldRetry(method, failure, 0, policy)).toBe(expected);
  });

  it.each(['launchGame', 'getLotteryLobby', 'launchChat'])('never repeats the launch %s', (operationId) => {
    for (const failure of [error('network', 0, operationId), error('http', 503, operationId)])
      expect(shouldRetry('GET', failure, 0, policy)).toBe(false);
    expect(neverRetried(operationId)).toBe(true);
  });

  it('lists every GET that launches something (named a launch or a lobby) as never retried', () => {
    const launches = allOperations
      .filter((op) => op.method === 'GET' && /launch|lobby/i.test(`${op.operationId} ${op.path}`))
      .map((op) => op.operationId);
    expect([...NEVER_RETRIED].sort()).toEqual(launches.sort());
  });

  it('stops when the retries are used up', () => {
    expect(shouldRetry('GET', error('network'), policy.retries - 1, policy)).toBe(true);
    expect(shouldRetry('GET', error('network'), policy.retries, policy)).toBe(false);
  });
});

describe('backoffDelay', () => {
  const policy = { retries: 5, baseDelayMs: 100, maxDelayMs: 1000 };
  it('draws from [0, min(cap, base * 2^attempt)) (full jitter)', () => {
    expect([0, 1, 2, 3, 4].map((n) => backoffDelay(n, policy, () => 0.999))).toEqual([
      99, 199, 399, 799, 999,
    ]);
    expect(backoffDelay(3, policy, () => 0)).toBe(0);
    expect(backoffDelay(10, policy, () => 0.5)).toBe(500);
  });
});

describe('retries in calls', () => {
  it('repeat a GET after 503, a network error and a timeout, then resolve', async () => {
    const { sdk, fake, delays } = sdkWith(
      [
        () => new Response('', { status: 503 }),
        () => Promise.reject(new TypeError('reset')),
        hang,
        () => envelope(MEMBER),
      ],
      30,
    );
    await expect(sdk.member.getMemberInfo()).resolves.toEqual(MEMBER);
    expect(fake.requests).toHaveLength(4);
    expect(delays).toEqual([50, 100, 125]);
  });

  it('never repeat a launch (game, lottery lobby, chat room) or a money POST, whatever the failure', async () => {
    const launches = [
      (sdk: LobbySdk) => sdk.games.launchGame({ nodeId: 1 } as never),
      (sdk: LobbySdk) => sdk.lottery.getLotteryLobby({ lottoArea: 'VN' } as never),
      (sdk: LobbySdk) => sdk.livechat.launchChat({ modelId: 'LC01' }),
    ];
    for (const launch of launches) {
      const { sdk, fake } = sdkWith([() => Promise.reject(new TypeError('reset')), () => envelope({})]);
      await expect(launch(sdk)).rejects.toMatchObject({ kind: 'network' });
      expect(fake.requests).toHaveLength(1);
    }
    const money = sdkWith([() => new Response('', { status: 503 }), () => envelope({})]);
    await expect(
      money.sdk.wallet.walletTransfer({
        'Idempotency-Key': 'k'.repeat(16),
        fromWallet: 'MAIN',
        toWallet: 'PG',
        amount: 1,
      }),
    ).rejects.toMatchObject({ kind: 'http', status: 503 });
    expect(money.fake.requests).toHaveLength(1);
  });

  it('give up with the last error once retries are exhausted', async () => {
    const down = () => new Response('', { status: 502 });
    const { sdk, fake } = sdkWith([down, down, down, down, down]);
    await expect(sdk.member.getMemberInfo()).rejects.toMatchObject({ kind: 'http', status: 502 });
    expect(fake.requests).toHaveLength(4);
  });

  it('stop waiting for the next attempt when the caller aborts', async () => {
    const fake = fakeFetch(() => new Response('', { status: 503 }));
    const controller = new AbortController();
    const sdk = createSdk({
      baseUrl: 'http://127.0.0.1:4010',
      merchant: 'DEMO',
      tokenStore: memoryTokenStore('t'),
      fetch: fake.fetch,
      // A backoff that never ends on its own.
      sleep: () => new Promise(() => undefined),
    });
    const pending = sdk.member.getMemberInfo(undefined, { signal: controller.signal });
    setTimeout(() => controller.abort(), 10);
    await expect(pending).rejects.toMatchObject({ kind: 'aborted', operationId: 'getMemberInfo' });
    expect(fake.requests).toHaveLength(1);
  });

  it('never repeat a POST, a 500, or a success: false', async () => {
    const post = sdkWith([() => new Response('', { status: 503 }), () => envelope(true)]);
    await expect(post.sdk.games.addFavourite({ nodeId: 1 })).rejects.toMatchObject({
      kind: 'http',
      status: 503,
    });
    expect(post.fake.requests).toHaveLength(1);
    const fatal = sdkWith([() => new Response('', { status: 500 }), () => envelope(MEMBER)]);
    await expect(fatal.sdk.member.getMemberInfo()).rejects.toMatchObject({ status: 500 });
    const refused = sdkWith([
      () => envelope(null, { success: false, message: 'no' }),
      () => envelope(MEMBER),
    ]);
    await expect(refused.sdk.member.getMemberInfo()).rejects.toMatchObject({ kind: 'server' });
    expect(fatal.fake.requests.length + refused.fake.requests.length).toBe(2);
  });
});
