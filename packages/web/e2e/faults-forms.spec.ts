import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { signInDemo } from './games-support';
import { cents, dismissNoticePopup, expect, resetSandbox, sandboxControl, test } from './support';

/*
 * The fault suite's forms: a transfer, a withdrawal and a feedback whose sending answers 500, 502,
 * truncated JSON, an HTML page (502 and 200), `success: false` and no answer at all, each in turn: the form
 * says what failed, keeps every field, and once the backend is back sends once (money moves once).
 */

const KINDS = ['500', '502', 'malformed', 'html', 'html-200', 'refused', 'timeout'] as const;
const REQUEST_TIMEOUT_MS = 2_000;

/** From the next page load the app's SDK gives up after REQUEST_TIMEOUT_MS (config.json's requestTimeoutMs). */
async function shortRequestTimeout(page: Page): Promise<void> {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, requestTimeoutMs: REQUEST_TIMEOUT_MS } });
  });
}

/** After a lost answer a money form offers its own Try again (the same key); otherwise the form's button sends. */
async function sendAgain(form: Locator, send: string | RegExp): Promise<void> {
  const retry = form.getByRole('button', { name: 'Try again' });
  await ((await retry.isVisible()) ? retry : form.getByRole('button', { name: send, exact: true })).click();
}

/**
 * Sends the form once per kind, its call failing that way (before the server applied anything), and checks
 * it says so and keeps its fields; a money form's lost answer is read back first, then offers Try again.
 */
async function failEachWay(
  request: APIRequestContext,
  form: Locator,
  operationId: string,
  send: string | RegExp,
  kept: () => Promise<void>,
): Promise<void> {
  for (const kind of KINDS) {
    await test.step(`${operationId} answers ${kind}`, async () => {
      await sandboxControl(request, 'post', 'failures', { operationId, kind, times: 1 });
      // After a lost answer the money form offers its own Try again (same key); otherwise the form's button.
      const retry = form.getByRole('button', { name: 'Try again' });
      await (
        (await retry.isVisible()) ? retry : form.getByRole('button', { name: send, exact: true })
      ).click();
      const report = form.getByRole('alert').first();
      await expect(report, `${operationId}'s ${kind} is reported`).toBeVisible({ timeout: 30_000 });
      await expect(report).not.toHaveText('');
      await kept();
    });
  }
}

test.describe.configure({ timeout: 300_000 });
test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
  await sandboxControl(request, 'put', 'timeout', { holdMs: REQUEST_TIMEOUT_MS * 3 });
});
test.beforeEach(async ({ page }) => {
  await signInDemo(page);
  await shortRequestTimeout(page);
});
test.afterEach(async ({ request }) => resetSandbox(request));

test('a transfer: each failure is reported, the amount kept, and the send after it moves the money once', async ({
  page,
  request,
}) => {
  await page.goto('/member/transferFund');
  await dismissNoticePopup(page);
  const transfer = page.getByRole('form', { name: 'Transfer between wallets' });
  const main = page.locator('dd[data-wallet="MAIN"], tr[data-wallet="MAIN"] td');
  await expect(main).not.toHaveText('');
  const mainBefore = cents(await main.innerText());
  const transferAmount = transfer.getByRole('textbox', { name: 'Amount', exact: true });
  await transferAmount.fill('40');
  await failEachWay(request, transfer, 'walletTransfer', 'Transfer', async () =>
    expect(transferAmount).toHaveValue('40'),
  );
  // The last send is carried out but its answer comes back cut off: read back by its key, it shows as done.
  await sandboxControl(request, 'post', 'failures', {
    operationId: 'walletTransfer',
    kind: 'malformed',
    times: 1,
    afterApply: true,
  });
  await sendAgain(transfer, 'Transfer');
  await expect(page.getByRole('status').filter({ hasText: 'Transfer complete' })).toBeVisible();
  await expect.poll(async () => cents(await main.innerText())).toBe(mainBefore - 4_000);
});

test('a withdrawal: each failure is reported, amount and password kept, and the send after it makes one order', async ({
  page,
  request,
}) => {
  await page.goto('/member/withdraw');
  await dismissNoticePopup(page);
  const withdraw = page.getByRole('form', { name: 'Withdraw to a bank card' });
  const amount = withdraw.getByRole('textbox', { name: 'Amount', exact: true });
  const password = withdraw.getByLabel('Payment password', { exact: true });
  await amount.fill('120');
  await password.fill('246810');
  await failEachWay(request, withdraw, 'createWithdrawal', 'Withdraw', async () => {
    await expect(amount).toHaveValue('120');
    await expect(password).toHaveValue('246810');
  });
  // The last send is carried out but answered with an HTML page: read back by its key, it shows as made.
  await sandboxControl(request, 'post', 'failures', {
    operationId: 'createWithdrawal',
    kind: 'html-200',
    times: 1,
    afterApply: true,
  });
  await sendAgain(withdraw, 'Withdraw');
  await expect(page.getByRole('status').filter({ hasText: /is being processed/ })).toBeVisible();
  // One order of 120 among the member's withdrawals, however many sends failed before it.
  await page.reload();
  await expect(page.getByRole('table', { name: /Withdrawals/ })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: /Withdrawals/ })
      .getByRole('row')
      .filter({ hasText: '120.00' }),
  ).toHaveCount(1);
});

test('a feedback: each failure is reported, the message kept, and the send after it goes through', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await dismissNoticePopup(page);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Feedback' });
  await dialog.getByRole('combobox', { name: 'Question type' }).selectOption({ label: 'Withdrawal' });
  const message = dialog.getByRole('textbox', { name: 'Your message' });
  const text = 'My withdrawal of 200 has not arrived after two days';
  await message.fill(text);
  // After a failure the form's button reads "Send again".
  const sendFeedback = /^(Submit|Send again)$/;
  await failEachWay(request, dialog, 'sendFeedback', sendFeedback, async () =>
    expect(message).toHaveValue(text),
  );
  await sendAgain(dialog, sendFeedback);
  await expect(page.getByText('Thank you. Your feedback has been sent.')).toBeVisible();
});
