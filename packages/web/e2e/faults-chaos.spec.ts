import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  dismissNoticePopup,
  expect,
  fillLogin,
  passSlideCheck,
  resetSandbox,
  sandboxControl,
  test,
} from './support';

/*
 * The main journeys on a flaky backend: every answer 1 s late and one call in ten failing with 500,
 * 502 or 503 (seeded, half of them after the server carried the call out). Logging in, launching a game, a
 * transfer and a withdrawal each finish or show their defined error with a way to try again, as a member
 * would press it; afterwards the sandbox's own records show the money moved at most once.
 */

const CHAOS = { rate: 0.1, kinds: ['500', '502', '503'], seed: 'issue-14-journeys', afterApplyRate: 0.5 };
/** How many times the member presses Try again before the step counts as "showed its error". */
const PRESSES = 6;

/** Whatever the page offers to ask again: a content's or a form's Try again, a money move's Check again. */
const retryOf = (scope: Page | Locator): Locator =>
  scope.getByRole('button', { name: /^(Try again|Check again|Send again)$/ }).first();

/**
 * Waits for `done`; while the page offers a retry instead, presses it (a member would). True when done,
 * false when the step still shows its error after PRESSES tries (the defined error, not a hang or a crash).
 */
async function settle(page: Page, done: Locator, scope: Page | Locator = page): Promise<boolean> {
  for (let press = 0; press <= PRESSES; press += 1) {
    const retry = retryOf(scope);
    await expect(done.or(retry).first(), 'the step finishes or offers a retry').toBeVisible({
      timeout: 60_000,
    });
    if (await done.isVisible()) return true;
    if (press < PRESSES) await retry.click();
  }
  return false;
}

/** Opens a page and waits for `ready`, pressing the content's Try again while a call of it failed. */
async function open(page: Page, path: string, ready: Locator): Promise<void> {
  await page.goto(path);
  await dismissNoticePopup(page);
  expect(await settle(page, ready), `${path} loads`).toBe(true);
}

/** The demo member's balances and withdrawal orders, read with chaos paused (the sandbox's truth, not the page's). */
async function records(
  page: Page,
  request: APIRequestContext,
): Promise<{ vendor: number; withdrawals: number[] }> {
  await sandboxControl(request, 'put', 'chaos', { rate: 0 });
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const headers = { Authorization: token ?? '', Merchant: 'DEMO', Language: 'EN', Device: 'web' };
  const balance = (await (await request.get('/wps/v2/wallets/balance', { headers })).json()) as {
    value: { wallets?: { walletCode: string; balance: number }[] };
  };
  // The last 30 days up to tomorrow (whatever time zone the day is counted in).
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const range = `startDate=${day(-29)}&endDate=${day(1)}&pageNo=1&pageSize=100`;
  const orders = (await (await request.get(`/wps/payment/withdraw/orders?${range}`, { headers })).json()) as {
    value: { list: { amount: number }[] };
  };
  const list = orders.value.list;
  // Vendor wallets together: the transfer goes to whichever the form offers first.
  const vendor = (balance.value.wallets ?? []).reduce((sum, wallet) => sum + wallet.balance, 0);
  return { vendor, withdrawals: list.map((order) => order.amount) };
}

test.describe.configure({ timeout: 480_000 });
test.beforeEach(async ({ request }) => resetSandbox(request));
test.afterEach(async ({ request }) => resetSandbox(request));

test('at 1 s latency and 10% 5xx: log in, launch a game, transfer and withdraw each finish or say what failed, and money moves at most once', async ({
  page,
  request,
}) => {
  // The journey must meet failures for its checks to mean anything: the page's failed answers are counted.
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 500) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  await sandboxControl(request, 'put', 'latency', { ms: 1_000 });
  await sandboxControl(request, 'put', 'chaos', CHAOS);

  // Start-up may fail too: its own screen offers Try again.
  await open(page, '/', page.getByRole('banner').getByRole('button', { name: 'Log in' }));
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await fillLogin(login, 'demo', 'demo1234');
  const submit = login.getByRole('button', { name: 'Log in', exact: true });
  let loggedIn = false;
  for (let press = 0; press < PRESSES && !loggedIn; press += 1) {
    await submit.click();
    await passSlideCheck(page);
    // Wait for an outcome, not its first sign: the member's name reaches the header a moment before the popup
    // closes, and a press into the closing popup would wait for a button that never comes back.
    await expect(async () => {
      const closed =
        (await login.isHidden()) && (await page.getByRole('button', { name: 'Demo' }).isVisible());
      const refused = (await login.getByRole('alert').first().isVisible()) && (await submit.isVisible());
      expect(closed || refused, 'logged in, or the popup shows its error with the form back').toBe(true);
    }).toPass({ timeout: 60_000 });
    loggedIn = await login.isHidden();
    // A failed login keeps what was typed.
    if (!loggedIn)
      await expect(login.getByRole('textbox', { name: 'Username', exact: true })).toHaveValue('demo');
  }
  expect(loggedIn, 'the login goes through within a few presses').toBe(true);
  await dismissNoticePopup(page);

  const before = await records(page, request);
  await sandboxControl(request, 'put', 'chaos', CHAOS);

  await open(
    page,
    '/live',
    page.getByRole('main').getByRole('list', { name: 'Games' }).getByRole('article').first(),
  );
  const game = page.getByRole('main').getByRole('list', { name: 'Games' }).getByRole('article').first();
  const name = (await game.getAttribute('aria-label')) ?? '';
  await game.getByRole('button', { name: `Play ${name}` }).click();
  const frame = page.getByRole('dialog', { name }).locator('iframe');
  // A launch is never retried by itself (it opens a vendor session): a failed one says so in its popup.
  const launched = await settle(page, frame, page.getByRole('dialog'));
  console.log(`game launch: ${launched ? 'launched' : 'showed its error'}`);
  await page.keyboard.press('Escape');

  const transfer = page.getByRole('form', { name: 'Transfer between wallets' });
  await open(page, '/member/transferFund', transfer.getByRole('textbox', { name: 'Amount', exact: true }));
  await transfer.getByRole('textbox', { name: 'Amount', exact: true }).fill('30');
  await transfer.getByRole('button', { name: 'Transfer', exact: true }).click();
  const transferred = await settle(
    page,
    page.getByRole('status').filter({ hasText: 'Transfer complete' }),
    transfer,
  );
  console.log(`transfer: ${transferred ? 'complete' : 'showed its error'}`);

  const withdraw = page.getByRole('form', { name: 'Withdraw to a bank card' });
  await open(page, '/member/withdraw', withdraw.getByRole('textbox', { name: 'Amount', exact: true }));
  await withdraw.getByRole('textbox', { name: 'Amount', exact: true }).fill('110');
  await withdraw.getByLabel('Payment password', { exact: true }).fill('246810');
  await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const withdrawn = await settle(
    page,
    page.getByRole('status').filter({ hasText: /is being processed/ }),
    withdraw,
  );
  console.log(`withdrawal: ${withdrawn ? 'processing' : 'showed its error'}`);

  const after = await records(page, request);
  console.log(`failed answers met: ${failed.join(', ')}`);
  expect(failed.length, 'the seeded chaos failed some of the journey calls').toBeGreaterThan(2);
  // At most once; exactly once where the page said it went through.
  const moved = Math.round((after.vendor - before.vendor) * 100);
  expect(transferred ? [3_000] : [0, 3_000]).toContain(moved);
  const newOrders =
    after.withdrawals.filter((amount) => amount === 110).length -
    before.withdrawals.filter((amount) => amount === 110).length;
  expect(withdrawn ? [1] : [0, 1]).toContain(newOrders);
});
