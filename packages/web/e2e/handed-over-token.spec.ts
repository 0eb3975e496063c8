import { dismissNoticePopup, logInDemo } from './games-support';
import { expect, resetSandbox, submitLogin, test } from './support';

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

test('a link with another session while one is open asks which to keep: keep, then switch', async ({
  page,
}) => {
  // The link's session: the newbie member's, opened in this tab and then left without logging out.
  await page.goto('/');
  await dismissNoticePopup(page);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill('newbie');
  await dialog.getByLabel('Password', { exact: true }).fill('newbie1234');
  await submitLogin(page);
  await expect(page.getByRole('banner').getByRole('button', { name: /newbie/i })).toBeVisible();
  const linkToken = await page.evaluate(() => sessionStorage.getItem('token'));
  await page.evaluate(() => sessionStorage.clear());

  await logInDemo(page);
  const account = page.getByRole('banner').getByRole('button', { name: /demo/i });
  await expect(account).toBeVisible();
  const choice = page.getByRole('dialog', { name: 'Switch session?' });

  await page.goto(`/member/securityCenter?token=${linkToken}`);
  await expect(choice).toBeVisible();
  await expect(page).toHaveURL(/\/member\/securityCenter$/);
  await choice.getByRole('button', { name: 'Keep my session' }).click();
  await expect(choice).toHaveCount(0);
  await expect(account).toBeVisible();

  await page.goto(`/member/securityCenter?token=${linkToken}`);
  await choice.getByRole('button', { name: "Use the link's session" }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: /newbie/i })).toBeVisible();
});
