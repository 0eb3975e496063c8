import type { APIRequestContext, Page } from '@playwright/test';
import { signInDemo } from './games-support';
import {
  dismissNoticePopup,
  expect,
  expectAccessible,
  injectFailure,
  resetSandbox,
  sandboxRead,
  signIn,
  test,
} from './support';

test.afterEach(async ({ request }) => resetSandbox(request));

/** The member centre's Messages link, with its unread badge. */
const messagesLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Member centre sections' }).getByRole('link', { name: /^Messages/ });
/** The points balance the points mall shows, as a number. */
const points = async (page: Page): Promise<number> =>
  Number((await page.getByTestId('points-balance').innerText()).replace(/[^\d]/g, ''));
/** The member's points as the sandbox holds them. */
const serverPoints = async (page: Page, request: APIRequestContext): Promise<number> =>
  (await sandboxRead<{ balance: number }>(page, request, '/wps/relay/MCSFE_pointBalance')).balance;
/** How many calls of `path` the page sends from now on. */
function countCalls(page: Page, path: string): () => number {
  let calls = 0;
  page.on('request', (sent) => {
    if (sent.url().includes(path)) calls += 1;
  });
  return () => calls;
}

test.describe('the inbox', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
    await page.goto('/member/messageV2');
    await expect(page.getByRole('heading', { name: 'Inbox', level: 3 })).toBeVisible();
  });

  test('reading a message lowers the badge; the unread filter lists only the unread', async ({ page }) => {
    await expect(messagesLink(page).locator('.badge')).toContainText('7');
    const first = page.locator('.inbox__item').first();
    await expect(first.getByText('Unread', { exact: true })).toBeVisible();
    await first.locator('summary').click();
    await expect(first.getByText(/this is message 1 for your account/)).toBeVisible();
    await expect(messagesLink(page).locator('.badge')).toContainText('6');
    // The opened message stays on screen, marked read.
    await expect(first.getByText('Unread', { exact: true })).toHaveCount(0);
    await page.getByRole('group', { name: 'Show messages' }).getByRole('button', { name: 'Unread' }).click();
    await expect(page.locator('.inbox__item')).toHaveCount(6);
    await expect(page.getByRole('navigation', { name: 'Inbox pages' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('pages through the server and deletes a message after confirmation', async ({ page }) => {
    const pager = page.getByRole('navigation', { name: 'Inbox pages' });
    await expect(pager).toContainText('Page 1 of 2');
    await expect(page.locator('.inbox__item')).toHaveCount(10);
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(pager).toContainText('Page 2 of 2');
    await expect(page.locator('.inbox__item')).toHaveCount(4);
    const last = page.locator('.inbox__item').last();
    await last.locator('summary').click();
    await last.getByRole('button', { name: /^Delete/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete message' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.locator('.inbox__item')).toHaveCount(4);
    await last.getByRole('button', { name: /^Delete/ }).click();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.locator('.inbox__item')).toHaveCount(3);
    await expectAccessible(page);
  });
});

test.describe('refer and earn', () => {
  test('the referral link, its QR code and the friends referred with what they earned', async ({ page }) => {
    await signInDemo(page);
    await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'Referral' }).click();
    await expect(page).toHaveURL(/\/member\/referral$/);
    await expect(page.getByRole('heading', { name: 'Refer and earn', level: 3 })).toBeVisible();
    await expect(page.getByRole('link', { name: /\/register\?referralCode=R\d+$/ })).toBeVisible();
    const qr = page.locator('.link-share__qr svg');
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('width', '120');
    const table = page.getByRole('region', { name: 'People you referred' });
    await expect(table.locator('tbody tr')).toHaveCount(3);
    await expect(table).toContainText('we***k');
    await expect(table).toContainText('Not yet qualified');
    await expect(page.locator('.referral__stats')).toContainText('Friends invited3');
    await expectAccessible(page);
  });

  test('an agent is refused invite friends with the spec message, on the page and from the side menu', async ({
    page,
  }) => {
    await signIn(page, 'agent', 'agent1234');
    await page.goto('/member/referral');
    await expect(page.getByRole('note')).toHaveText('Invite friend only allowed player account to apply');
    await expect(page.getByRole('button', { name: 'Join invite friends' })).toHaveCount(0);
    await page
      .getByRole('navigation', { name: 'Shortcuts' })
      .getByRole('button', { name: 'Invite friends' })
      .click();
    await expect(page.getByRole('dialog')).toContainText(
      'Invite friend only allowed player account to apply',
    );
  });
});

test.describe('the points mall', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
    // Reached from the member centre's sections, beside the reward centre.
    await page.goto('/member');
    await dismissNoticePopup(page);
    await page
      .getByRole('navigation', { name: 'Member centre sections' })
      .getByRole('link', { name: 'Points mall' })
      .click();
    await expect(page).toHaveURL(/\/pointMall$/);
    await expect(page.getByText('Points never expire.')).toBeVisible();
  });

  test('a wrong password is refused and the form kept; a redeem lowers the points and is listed as approved', async ({
    page,
  }) => {
    await expect.poll(() => points(page)).toBe(12_000);
    await page.getByRole('button', { name: 'Redeem Cash 10' }).click();
    const form = page.getByRole('form', { name: 'Redeem Cash 10' });
    await form.getByLabel('Quantity').fill('2');
    await form.getByLabel('Login password', { exact: true }).fill('wrong-password');
    await form.getByRole('button', { name: 'Redeem', exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText('Incorrect password');
    await expect(form.getByLabel('Quantity')).toHaveValue('2');
    await expect(form.getByLabel('Login password', { exact: true })).toHaveValue('wrong-password');
    expect(await points(page)).toBe(12_000);
    await form.getByLabel('Login password', { exact: true }).fill('demo1234');
    await form.getByRole('button', { name: 'Redeem', exact: true }).dblclick();
    await expect(page.getByRole('status').filter({ hasText: 'Cash 10 x2 redeemed' })).toBeVisible();
    await expect.poll(() => points(page)).toBe(10_000);
    await page.getByRole('tab', { name: 'My redemptions' }).click();
    const redeems = page.getByRole('region', { name: 'Your redemptions' });
    // The sandbox's demo player redeemed once before; the new one is listed first, once.
    await expect(redeems.locator('tbody tr')).toHaveCount(2);
    await expect(redeems.locator('tbody tr').first()).toContainText('Cash 10 x2');
    await expect(redeems.locator('tbody tr').first()).toContainText('Approved');
    await expectAccessible(page);
  });

  test('a redeem whose answer is lost after it was applied is read back by its key: points spent once, shown done', async ({
    page,
    request,
  }) => {
    await expect.poll(() => points(page)).toBe(12_000);
    const calls = countCalls(page, 'MCSFE_redeemPointReward');
    await injectFailure(request, 'redeemPointReward', '502', { afterApply: true });
    await page.getByRole('button', { name: 'Redeem Cash 10' }).click();
    const form = page.getByRole('form', { name: 'Redeem Cash 10' });
    await form.getByLabel('Login password', { exact: true }).fill('demo1234');
    await form.getByRole('button', { name: 'Redeem', exact: true }).click();
    // Nothing says "try again": the screen asked the server what became of the key, and it was done.
    await expect(form.getByRole('status').filter({ hasText: 'Cash 10 x1 redeemed' })).toBeVisible();
    await expect(form.getByRole('alert')).toHaveCount(0);
    expect(await serverPoints(page, request)).toBe(11_000);
    await expect.poll(() => points(page)).toBe(11_000);
    expect(calls()).toBe(1);
    await page.getByRole('tab', { name: 'My redemptions' }).click();
    const redeems = page.getByRole('region', { name: 'Your redemptions' });
    await expect(redeems.locator('tbody tr')).toHaveCount(2);
  });

  test('a conversion whose answer is lost after it was applied is read back by its key: points taken once, shown done', async ({
    page,
    request,
  }) => {
    await expect.poll(() => points(page)).toBe(12_000);
    await page.getByRole('tab', { name: 'Convert to balance' }).click();
    const calls = countCalls(page, 'MCSFE_convertPoint');
    await injectFailure(request, 'convertPoints', '502', { afterApply: true });
    await page.getByLabel('Points to convert').fill('1000');
    await page.getByLabel('Login password', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: '1,000 points converted' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await serverPoints(page, request)).toBe(11_000);
    await expect.poll(() => points(page)).toBe(11_000);
    expect(calls()).toBe(1);
    await page.getByRole('tab', { name: 'Points history' }).click();
    const history = page.getByRole('region', { name: 'Your points history' });
    await expect(history.locator('tbody tr').filter({ hasText: 'Converted' })).toHaveCount(1);
  });

  test('converting points at the ratio adds money once, even on a double click; the history lists it', async ({
    page,
  }) => {
    await page.getByRole('tab', { name: 'Convert to balance' }).click();
    await expect(page.getByText(/^100 points = .*1\.00$/)).toBeVisible();
    await page.getByLabel('Points to convert').fill('1000');
    await expect(page.getByText(/^You get .*10\.00$/)).toBeVisible();
    await page.getByLabel('Login password', { exact: true }).fill('nope');
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect password');
    await expect(page.getByLabel('Points to convert')).toHaveValue('1000');
    await page.getByLabel('Login password', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Convert', exact: true }).dblclick();
    await expect(page.getByRole('status').filter({ hasText: '1,000 points converted' })).toBeVisible();
    await expect.poll(() => points(page)).toBe(11_000);
    await page.getByRole('tab', { name: 'Points history' }).click();
    const history = page.getByRole('region', { name: 'Your points history' });
    await expect(history.locator('tbody tr').filter({ hasText: 'Converted' })).toHaveCount(1);
    await expectAccessible(page);
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the inbox, the referral page and the points mall fit and pass axe', async ({ page }) => {
    // Three screens audited in one journey on a shared two-core machine.
    test.slow();
    await signIn(page);
    for (const [path, heading] of [
      ['/member/messageV2', 'Inbox'],
      ['/member/referral', 'Refer and earn'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 3 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expectAccessible(page);
    }
    await page.goto('/pointMall');
    await dismissNoticePopup(page);
    await expect(page.getByText('Points never expire.')).toBeVisible();
    await page.getByRole('button', { name: 'Redeem Cash 10' }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/screenshots/member-points-mall-360.png', fullPage: true });
  });
});
