import type { Browser, Page } from '@playwright/test';
import { logInDemo } from './games-support';
import { expect, resetSandbox, submitLoginAs, test } from './support';

test.beforeEach(async ({ request }) => resetSandbox(request));
test.afterEach(async ({ request }) => resetSandbox(request));

/** A link handing over the demo member's session, and a browser of its own with no session to open it in. */
async function demoLink(page: Page, browser: Browser) {
  await logInDemo(page);
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toBeTruthy();
  const context = await browser.newContext();
  return { token: token!, context, visitor: await context.newPage() };
}

test('a session handed over in ?token= asks a visitor before logging in as its account, then opens the member area; the token leaves the address before any request and travels in no URL or Referer', async ({
  page,
  browser,
}) => {
  const { token, context, visitor } = await demoLink(page, browser);
  const leaks: string[] = [];
  visitor.on('request', (request) => {
    // The link itself carries it; nothing the page asks for afterwards may.
    if (request.isNavigationRequest() && request.url().endsWith(`?token=${token}`)) return;
    const referer = request.headers()['referer'] ?? '';
    if (request.url().includes(token) || referer.includes(token) || referer.includes('token='))
      leaks.push(`${request.method()} ${request.url()} (referer ${referer})`);
  });
  await visitor.goto(`/member/securityCenter?token=${encodeURIComponent(token)}`);
  const question = visitor.getByRole('dialog', { name: 'Log in as demo?' });
  await expect(question).toBeVisible();
  await expect(question).toContainText('This link logs you in as demo.');
  await expect(visitor).toHaveURL(/\/member\/securityCenter$/);
  // Nothing is kept until the visitor says yes.
  expect(await visitor.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  await question.getByRole('button', { name: 'Log in as demo' }).click();
  await expect(visitor.getByRole('navigation', { name: 'Member centre sections' })).toBeVisible();
  await expect(visitor.getByRole('dialog', { name: 'Log in', exact: true })).toHaveCount(0);
  expect(await visitor.evaluate(() => sessionStorage.getItem('token'))).toBe(token);
  expect(leaks).toEqual([]);
  await context.close();
});

test('a visitor who declines a handed-over session stays a visitor, and the token is kept nowhere', async ({
  page,
  browser,
}) => {
  const { token, context, visitor } = await demoLink(page, browser);
  await visitor.goto(`/promotions?token=${encodeURIComponent(token)}`);
  const question = visitor.getByRole('dialog', { name: 'Log in as demo?' });
  await question.getByRole('button', { name: "Don't log in" }).click();
  await expect(question).toHaveCount(0);
  await expect(visitor).toHaveURL(/\/promotions$/);
  await expect(visitor.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await visitor.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  await visitor.reload();
  await expect(visitor.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(visitor.getByRole('dialog', { name: 'Log in as demo?' })).toHaveCount(0);
  await context.close();
});

test("a link with another account's session while one is open asks which to keep, naming it: keep, then switch", async ({
  page,
}) => {
  // The link's session: the newbie member's, opened in this tab and then left without logging out.
  await submitLoginAs(page, 'newbie', 'newbie1234');
  await expect(page.getByRole('banner').getByRole('button', { name: /newbie/i })).toBeVisible();
  const linkToken = await page.evaluate(() => sessionStorage.getItem('token'));
  await page.evaluate(() => sessionStorage.clear());

  await logInDemo(page);
  const account = page.getByRole('banner').getByRole('button', { name: /demo/i });
  await expect(account).toBeVisible();
  const choice = page.getByRole('dialog', { name: 'Switch session?' });

  await page.goto(`/member/securityCenter?token=${linkToken}`);
  await expect(choice).toBeVisible();
  await expect(choice).toContainText('This link opens the session of newbie');
  await expect(page).toHaveURL(/\/member\/securityCenter$/);
  await choice.getByRole('button', { name: 'Keep my session' }).click();
  await expect(choice).toHaveCount(0);
  await expect(account).toBeVisible();

  await page.goto(`/member/securityCenter?token=${linkToken}`);
  await choice.getByRole('button', { name: "Use the link's session" }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: /newbie/i })).toBeVisible();
});
