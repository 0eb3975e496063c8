import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  fillLogin,
  logInAgent,
  openLogin,
  passSlideCheck,
  resetSandbox,
  submitLogin,
  test,
} from './support';

test.afterEach(async ({ request }) => resetSandbox(request));

async function login(page: Page, username: string, password: string) {
  await openLogin(page);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await fillLogin(dialog, username, password);
  await submitLogin(page);
  await expect(dialog).toBeHidden();
}

for (const path of ['/', '/help', '/promotions', '/seamless', '/nowhere']) {
  test(`visitor page ${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectAccessible(page);
  });
}

test('the member centre: frame, sections, default security center, records', async ({ page }) => {
  await login(page, 'demo', 'demo1234');
  await page.goto('/member');
  await expect(page.getByRole('heading', { name: 'Member centre' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Security center' })).toBeVisible();
  await expectAccessible(page);
  await page
    .getByRole('navigation', { name: 'Member centre sections' })
    .getByRole('link', { name: 'Account record' })
    .click();
  await expect(page).toHaveURL(/\/member\/transactionHistory$/);
  await expect(page.getByRole('heading', { name: 'Account record' })).toBeVisible();
  await expectAccessible(page);
});

test('an agent logs in on /agent and lands in the agent console with its GMT clock', async ({ page }) => {
  // The agent login runs the login machine: the slide check follows the press, as on the member login.
  await logInAgent(page);
  await expect(page).toHaveURL(/\/agentHome$/);
  await expect(page.getByRole('heading', { name: 'Team overview' })).toBeVisible();
  const clock = page.locator('time').first();
  const first = await clock.textContent();
  await expect(clock).not.toHaveText(first ?? '', { timeout: 3_000 });
  await expect(clock).toHaveText(/GMT$/);
  await expectAccessible(page);
});

test('a player is refused on the agent login', async ({ page }) => {
  await page.goto('/agent');
  await fillLogin(page, 'demo', 'demo1234');
  await page.getByRole('button', { name: 'Log in as agent' }).click();
  // The agent login runs the login machine: the slide check follows the press, as on the member login.
  await passSlideCheck(page);
  await expect(page.getByRole('alert')).toContainText('Non-agents cannot log in');
});

test('modals trap focus, freeze page scroll and ignore outside clicks', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Announcements' }).click();
  const dialog = page.getByRole('dialog', { name: 'Announcements' });
  await expect(dialog).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  await page.mouse.click(5, 5);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 25; i += 1) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
});
