import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  depositHundred,
  dismissNoticePopup,
  expect,
  expectAccessible,
  fillLogin,
  resetSandbox,
  signIn,
  submitLogin,
  test,
} from './support';

test.afterEach(async ({ request }) => resetSandbox(request));
// Each journey reloads several screens and audits them on a shared two-core machine.
test.describe.configure({ timeout: 120_000 });

const MINUTE = 60_000;

async function advanceClock(request: APIRequestContext, ms: number): Promise<void> {
  expect((await request.post('/__sandbox/clock', { data: { advanceMs: ms } })).ok()).toBe(true);
}

async function openSection(page: Page): Promise<void> {
  await page.goto('/member/responsibleGaming');
  await dismissNoticePopup(page);
  await expect(page.getByRole('heading', { level: 3, name: 'Deposit limits' })).toBeVisible();
}

const limitRow = (page: Page, period: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 4, name: period }) });

async function setLimit(page: Page, period: string, amount: string): Promise<void> {
  const row = limitRow(page, period);
  await row.getByLabel(`New ${period} limit`).fill(amount);
  await row.getByRole('button', { name: 'Save' }).click();
}

test.describe('responsible gaming', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test('a daily deposit limit refuses a larger deposit, naming the limit and what remains', async ({
    page,
  }) => {
    await openSection(page);
    await setLimit(page, 'Daily', '50');
    await expect(limitRow(page, 'Daily').locator('dd').first()).toContainText('50.00');
    await expectAccessible(page);
    await page.goto('/member/depositv2');
    await dismissNoticePopup(page);
    await depositHundred(page);
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Deposit limit: your daily limit is 50.00 and 50.00 remains until it resets' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Deposit order created' })).toHaveCount(0);
  });

  test('a raised limit waits for the cooling-off on the sandbox clock, then applies', async ({
    page,
    request,
  }) => {
    await openSection(page);
    await setLimit(page, 'Weekly', '100');
    const row = limitRow(page, 'Weekly');
    await expect(row.locator('dd').first()).toContainText('100.00');
    await setLimit(page, 'Weekly', '500');
    await expect(row.getByRole('status')).toContainText('Raising to');
    await expect(row.getByRole('status')).toContainText('500.00');
    await expect(row.locator('dd').first()).toContainText('100.00');
    await expectAccessible(page);
    await advanceClock(request, 23 * 60 * MINUTE);
    await page.reload();
    await expect(limitRow(page, 'Weekly').getByRole('status')).toContainText('500.00');
    await advanceClock(request, 61 * MINUTE);
    await page.reload();
    await expect(limitRow(page, 'Weekly').locator('dd').first()).toContainText('500.00');
    await expect(limitRow(page, 'Weekly').getByRole('status')).toHaveCount(0);
  });

  test("the reality check appears on the server's session clock with the session's figures and its three actions", async ({
    page,
    request,
  }) => {
    await openSection(page);
    await page.getByLabel('Remind me every').selectOption('15');
    await page.getByRole('region', { name: 'Reality check' }).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();
    const check = page.getByRole('dialog', { name: 'Reality check' });
    await expect(check).toHaveCount(0);
    await advanceClock(request, 16 * MINUTE);
    expect(
      (await request.post('/__sandbox/bet', { data: { account: 'demo', stake: 100, payout: 40 } })).ok(),
    ).toBe(true);
    // A reload is a new tab's clock: the session still counts from the login on the server.
    await page.reload();
    await expect(check).toBeVisible();
    await expect(check).toContainText('0 h 16 min');
    await expect(check).toContainText('-60.00');
    await expectAccessible(page);
    await check.getByRole('button', { name: 'Continue' }).click();
    await expect(check).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 3, name: 'Deposit limits' })).toBeVisible();
    await expect(check).toHaveCount(0);
    await advanceClock(request, 15 * MINUTE);
    await page.reload();
    await check.getByRole('button', { name: 'View history' }).click();
    await expect(page).toHaveURL(/\/member\/personalHistoryCopy$/);
    await advanceClock(request, 15 * MINUTE);
    await page.reload();
    await check.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('a time-out, confirmed, logs the member out and login is refused until its end', async ({ page }) => {
    await openSection(page);
    const breakPart = page.getByRole('region', { name: 'Take a break' });
    await breakPart.getByLabel('For', { exact: true }).selectOption('24h');
    await breakPart.getByRole('button', { name: 'Start the break' }).click();
    const confirm = page.getByRole('dialog', { name: 'Time-out: 24 hours' });
    await expect(confirm).toContainText('cannot be undone or ended early');
    const start = confirm.getByRole('button', { name: 'Start the break and log out' });
    await expect(start).toBeDisabled();
    await confirm.getByLabel('I understand').check();
    await expectAccessible(page);
    await start.click();
    const done = page.getByRole('dialog', { name: 'Your break has started' });
    await expect(done).toContainText('You can log in again after');
    await done.getByRole('button').first().click();
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await fillLogin(login, 'demo', 'demo1234');
    await submitLogin(page);
    await expect(login).toContainText(
      /You are on a time-out until \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \(UTC\)/,
    );
    await expectAccessible(page);
  });
});

test('360 px: the responsible gaming section and the reality check fit the screen', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page);
  await openSection(page);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByLabel('Remind me every').selectOption('15');
  await page.getByRole('region', { name: 'Reality check' }).getByRole('button', { name: 'Save' }).click();
  await advanceClock(request, 16 * MINUTE);
  await page.reload();
  const check = page.getByRole('dialog', { name: 'Reality check' });
  await expect(check.getByRole('button', { name: 'Continue' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page);
});
