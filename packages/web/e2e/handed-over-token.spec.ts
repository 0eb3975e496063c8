import { logInDemo } from './games-support';
import { expect, resetSandbox, test } from './support';

test.beforeEach(async ({ request }) => resetSandbox(request));
test.afterEach(async ({ request }) => resetSandbox(request));

test('a session handed over in ?token= opens the member area; the token leaves the address before any request and travels in no URL or Referer', async ({
  page,
  browser,
}) => {
  await logInDemo(page);
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toBeTruthy();

  // Another browser, no session: the link from the app or an agent's hand-over.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  const leaks: string[] = [];
  visitor.on('request', (request) => {
    // The link itself carries it; nothing the page asks for afterwards may.
    if (request.isNavigationRequest() && request.url().endsWith(`?token=${token}`)) return;
    const referer = request.headers()['referer'] ?? '';
    if (request.url().includes(token!) || referer.includes(token!) || referer.includes('token='))
      leaks.push(`${request.method()} ${request.url()} (referer ${referer})`);
  });
  await visitor.goto(`/member/securityCenter?token=${encodeURIComponent(token!)}`);
  await expect(visitor).toHaveURL(/\/member\/securityCenter$/);
  await expect(visitor.getByRole('navigation', { name: 'Member centre sections' })).toBeVisible();
  await expect(visitor.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);
  expect(leaks).toEqual([]);
  await context.close();
});
