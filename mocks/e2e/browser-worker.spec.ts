import { expect, test } from '@playwright/test';
import type { SandboxPage } from './worker-page/main';
import { serveWorkerPage, type WorkerPage } from './worker-page/serve';

const PORT = Number(process.env.SANDBOX_BROWSER_PORT ?? 4230);
let served: WorkerPage;

test.beforeAll(async () => {
  served = await serveWorkerPage(PORT);
});
test.afterAll(async () => served.close());

test('the service worker runs the sandbox in the page: no session, login, then the member info of that session', async ({
  page,
}) => {
  const answered: { path: string; status: number; fromServiceWorker: boolean }[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/wps/'))
      answered.push({
        path: pathname,
        status: response.status(),
        fromServiceWorker: response.fromServiceWorker(),
      });
  });
  await page.goto(served.url);

  const result = await page.evaluate(async () => {
    const sandbox = (window as unknown as { lobbySandbox: SandboxPage }).lobbySandbox;
    await sandbox.ready;
    const sdk = sandbox.createSdk({
      baseUrl: location.origin,
      merchant: 'DEMO',
      language: 'EN',
      tokenStore: sandbox.memoryTokenStore(),
      retry: { retries: 0 },
    });
    const before = await sdk.member.getMemberInfo().then(
      () => null,
      (error: { kind: string; status: number }) => ({ kind: error.kind, status: error.status }),
    );
    const login = await sdk.session.login({
      username: 'demo',
      password: 'demo1234',
      type: 'username',
      loginDeviceId: crypto.randomUUID(),
    });
    const info = await sdk.member.getMemberInfo();
    return {
      before,
      hasToken: typeof login.token === 'string' && login.token.length > 0,
      account: info.account,
      mobileNum: info.mobileNum,
    };
  });

  expect(result).toEqual({
    before: { kind: 'http', status: 401 },
    hasToken: true,
    account: 'demo',
    mobileNum: '912345678',
  });
  expect(answered.map((a) => `${a.path} ${a.status}`)).toEqual([
    '/wps/member/info 401',
    '/wps/session/key/rsa 200',
    '/wps/session/login 200',
    '/wps/member/info 200',
  ]);
  expect(answered.every((a) => a.fromServiceWorker)).toBe(true);
  expect(served.strayRequests).toEqual([]);
});
