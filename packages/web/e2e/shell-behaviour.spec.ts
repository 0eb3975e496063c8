import type { Page } from '@playwright/test';
import { expect, expectAccessible, fillLogin, resetSandbox, submitLogin, test } from './support';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const scrollToBottom = (page: Page) =>
  page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

test.beforeEach(async ({ request }) => resetSandbox(request));

test('desktop: navigation scrolls to the top or to the hash target, game pages have no side menu, and a session from login to sign-out with the avatar and the balance controls', async ({
  page,
  request,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  const side = page.getByRole('complementary', { name: 'Side menu' });
  await expect(side).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Players must be 18 or older. Please play responsibly.')).toBeVisible();

  // A link at the bottom of a long page opens the next page at its top.
  await scrollToBottom(page);
  expect(await scrollY(page)).toBeGreaterThan(300);
  await footer
    .getByRole('navigation', { name: 'Products' })
    .getByRole('link', { name: 'Live casino' })
    .click();
  await expect(page).toHaveURL(/\/live$/);
  await expect.poll(() => scrollY(page)).toBe(0);
  // A game page: no side menu and no button to open one.
  await expect(page.getByRole('main')).toBeVisible();
  await expect(side).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);

  // The terms link goes to the help centre's #term section, drawn once the help content has loaded.
  await scrollToBottom(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and conditions' }).click();
  await expect(page).toHaveURL(/\/help#term$/);
  const term = page.locator('#term');
  await expect(term).toBeVisible();
  await expect.poll(async () => Math.abs((await term.boundingBox())?.y ?? 9999)).toBeLessThan(120);

  // The session: the header's avatar, the balance's hide toggle and refresh, the confirmed sign-out.
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await fillLogin(login, 'demo', 'demo1234');
  await submitLogin(page);
  const header = page.getByRole('banner');
  const account = header.getByRole('button', { name: /Demo/ });
  await expect(account.locator('img')).toHaveJSProperty('complete', true);
  expect(
    await account.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth),
  ).toBeGreaterThan(0);
  const amount = header.locator('.member-panel__amount');
  await expect(amount).toHaveText(/\d/);
  const before = await amount.textContent();
  await header.getByRole('button', { name: 'Hide balance' }).click();
  await expect(amount).toHaveText('••••••');
  await header.getByRole('button', { name: 'Show balance' }).click();
  await expect(amount).toHaveText(before ?? '');
  const bet = await request.post('/__sandbox/bet', { data: { account: 'demo', stake: 25, payout: 0 } });
  expect(bet.ok()).toBe(true);
  await header.getByRole('button', { name: 'Refresh balance' }).click();
  await expect(amount).not.toHaveText(before ?? '');
  await expectAccessible(page);

  await account.click();
  await header.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => /token/i.test(key)))).toEqual(
    [],
  );
});

test('360 px: the side menu is a drawer on the home and absent on a game page; a stale token is forgotten', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // A token the server no longer knows (an old tab, a handed-over link that expired): the visitor's header, no error.
  await page.goto('/?token=expired-session-token');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => Object.values(sessionStorage).includes('expired-session-token'))).toBe(
    false,
  );
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  await page.goto('/fish');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Side menu' })).toHaveCount(0);
  await expectAccessible(page);
});
