import type { Page } from '@playwright/test';
import { cents, dismissNoticePopup, expect, injectFailure, resetSandbox, signIn, test } from './support';

// A value move whose outcome is open outlives its dialog, its page and the server's processing of it.
test.afterEach(async ({ request }) => resetSandbox(request));

const PAYMENT_PASSWORD = '246810';

/** Counts the POSTs a page sends to one path, reloads included: the money calls. */
function countPosts(page: Page, path: string): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) calls += 1;
  });
  return () => calls;
}

test('a transfer to a downline whose dialog was closed while its answer was lost: reopened, it is checked, then done, sent once', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'agent', 'agent1234');
  await page.goto('/agentHome/downlineManagmentView');
  const balanceCell = page.locator('tr[data-account="sub2"] [data-cell="balance"]');
  await expect(balanceCell).not.toHaveText('');
  const before = cents(await balanceCell.innerText());
  const transfers = countPosts(page, '/wps/agent/transfer/downline');
  await injectFailure(request, 'transferToDownline', 'timeout', { afterApply: true });
  await page.getByRole('button', { name: 'Transfer: sub2', exact: true }).click();
  const first = page.getByRole('dialog', { name: 'Transfer to sub2' });
  await first.getByRole('textbox', { name: 'Amount', exact: true }).fill('9');
  await first.getByLabel('Payment password', { exact: true }).fill(PAYMENT_PASSWORD);
  await first.getByRole('button', { name: 'Transfer', exact: true }).click();
  // A slow answer: the agent is told the dialog may close and where the outcome will show.
  await expect(first.getByText('You can close this: the check goes on')).toBeVisible();
  await first.getByRole('button', { name: 'Close' }).click();
  await expect(first).toBeHidden();

  await page.getByRole('button', { name: 'Transfer: sub3', exact: true }).click();
  const second = page.getByRole('dialog', { name: 'Transfer to sub3' });
  await expect(second.getByRole('status')).toContainText(/A transfer of \D*9\.00 to sub2 is being checked/);
  await expect(second.getByRole('button', { name: 'Transferring…' })).toBeDisabled();
  // The SDK gives up after 15 s; the move is read back by its key and shown done, here too.
  await expect(second.getByRole('status').filter({ hasText: 'sent to sub2' })).toBeVisible({
    timeout: 30_000,
  });
  await second.getByRole('button', { name: 'Close' }).click();
  await expect.poll(async () => cents(await balanceCell.innerText())).toBe(before + 900);
  expect(transfers()).toBe(1);
});

test('a withdrawal in flight when the page reloads is checked after the reload, then shown done, sent once', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto('/member/withdraw');
  await dismissNoticePopup(page);
  const withdrawals = countPosts(page, '/wps/payment/withdraw');
  const form = page.getByRole('form', { name: 'Withdraw to a bank card' });
  await form.getByRole('textbox', { name: 'Amount', exact: true }).fill('150');
  await form.getByLabel('Payment password', { exact: true }).fill(PAYMENT_PASSWORD);
  await injectFailure(request, 'createWithdrawal', 'timeout', { afterApply: true });
  await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(form.getByText('You can close this: the check goes on')).toBeVisible();
  // The read-back after the reload is slowed, so what the screen says meanwhile can be seen.
  const slow = await request.put('/__sandbox/latency', {
    data: { ms: 3000, operationId: 'getMoneyRequest' },
  });
  expect(slow.ok()).toBe(true);
  await page.reload();
  await expect(form.getByRole('status')).toContainText(/Your request of \D*150\.00 is being checked/);
  await expect(form.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  await expect(
    page.getByRole('status').filter({ hasText: /of \D*150\.00 is being processed/ }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(withdrawals()).toBe(1);
});

test('a transfer the server holds in progress is said to be still processing, then done, never "nothing was moved"', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await signIn(page);
  await page.goto('/member/transferFund');
  await dismissNoticePopup(page);
  const main = page.locator('dd[data-wallet="MAIN"], tr[data-wallet="MAIN"] td');
  await expect(main).not.toHaveText('');
  const before = cents(await main.innerText());
  const held = await request.put('/__sandbox/processing', { data: { ms: 5000 } });
  expect(held.ok()).toBe(true);
  await injectFailure(request, 'walletTransfer', '502', { afterApply: true });
  const notApplied = page.getByText('nothing was moved');
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('30');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'still processing it' })).toBeVisible();
  await expect(notApplied).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Transfer complete' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(notApplied).toHaveCount(0);
  await expect.poll(async () => cents(await main.innerText())).toBe(before - 3_000);
});
