import { expect, resetSandbox, test } from './support';

test.afterEach(async ({ request }) => resetSandbox(request));

test("social sign-in: the provider's consent window hands the id token back, the visitor sees the account menu", async ({
  page,
  context,
}) => {
  const urls: string[] = [];
  const logs: string[] = [];
  context.on('request', (request) => urls.push(request.url()));
  page.on('console', (message) => logs.push(message.text()));
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog.getByRole('button', { name: 'Facebook' })).toBeVisible();
  const opening = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Google' }).click();
  const popup = await opening;
  await expect(popup.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
  // The provider's page has no opener: it can neither script nor navigate the site's tab.
  expect(await popup.evaluate(() => window.opener === null)).toBe(true);
  await expect(dialog.getByRole('status')).toHaveText('Continue in the Google window…');
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: /Continue as Sandbox Player/ }).click();
  await closed;
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('banner').getByRole('button', { name: /google_100001|Sandbox Player/i }),
  ).toBeVisible();
  // The id token (a JWT) travelled by postMessage and the socialLogin body only.
  expect(urls.filter((url) => /eyJ[\w-]+\.[\w-]+\./.test(url))).toEqual([]);
  expect(logs.filter((line) => /eyJ[\w-]+\.[\w-]+\./.test(line))).toEqual([]);
});
