import type { Page } from '@playwright/test';
import {
  cents,
  depositHundred,
  dismissNoticePopup,
  expect,
  expectAccessible,
  headerBalance,
  imageFile,
  injectFailure,
  openLogin,
  openSection,
  resetSandbox,
  signIn,
  submitLoginAs,
  test,
} from './support';

test.afterEach(async ({ request }) => resetSandbox(request));

/** Where the transfer screen shows one wallet's balance (`MAIN` or a vendor code). */
const walletCell = (page: Page, code: string) =>
  page.locator(`dd[data-wallet="${code}"], tr[data-wallet="${code}"] td`);

test.describe('the member moves money', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test('a deposit raises the header balance and shows its receipt and its line in the recent deposits', async ({
    page,
  }) => {
    await openSection(page, '/member/depositv2', 'Make a deposit');
    await expect(page.locator('.member-panel__balance')).not.toHaveText('');
    const before = await headerBalance(page);
    await depositHundred(page);
    const receipt = page.getByRole('region', { name: 'Deposit order created' });
    await expect(receipt).toBeVisible();
    await expect(receipt).toContainText('Successful');
    await expect.poll(() => headerBalance(page)).toBe(before + 10_000);
    await expect(page.getByRole('table', { name: /Deposits in the last 30 days/ })).toContainText(
      'Successful',
    );
    await expectAccessible(page);
  });

  test('transfer main to a vendor wallet and back: the balances move and come back', async ({ page }) => {
    await openSection(page, '/member/transferFund', 'Transfer between wallets');
    const main = walletCell(page, 'MAIN');
    await expect(main).not.toHaveText('');
    const mainBefore = cents(await main.innerText());
    const to = page.locator('select[name="toWallet"]');
    const vendor = await to.inputValue();
    await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('50');
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Transfer complete' })).toBeVisible();
    await expect.poll(async () => cents(await main.innerText())).toBe(mainBefore - 5_000);
    await expect(walletCell(page, vendor)).toHaveText(/50\.00/);
    await expect.poll(() => headerBalance(page)).toBe(mainBefore - 5_000);
    await page.getByRole('button', { name: 'Recall all to main wallet' }).click();
    await expect.poll(async () => cents(await main.innerText())).toBeGreaterThanOrEqual(mainBefore);
    await expect(walletCell(page, vendor)).toHaveText(/0\.00/);
  });

  test('a double-clicked transfer moves the money once', async ({ page, request }) => {
    await openSection(page, '/member/transferFund', 'Transfer between wallets');
    const main = walletCell(page, 'MAIN');
    await expect(main).not.toHaveText('');
    const mainBefore = cents(await main.innerText());
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().includes('GCS_walletTransfer')) calls += 1;
    });
    // A slow answer, so the second click and the Enter surely land while the first call is in flight
    // (after it, a new transfer would rightly start from an empty form).
    const latency = await request.put('/__sandbox/latency', {
      data: { ms: 1500, operationId: 'walletTransfer' },
    });
    expect(latency.ok()).toBe(true);
    await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('20');
    await page.getByRole('button', { name: 'Transfer', exact: true }).dblclick();
    await page.getByRole('textbox', { name: 'Amount', exact: true }).press('Enter');
    await expect(page.getByRole('button', { name: 'Transferring…' })).toBeDisabled();
    await expect(page.getByRole('status').filter({ hasText: 'Transfer complete' })).toBeVisible();
    await expect.poll(async () => cents(await main.innerText())).toBe(mainBefore - 2_000);
    expect(calls).toBe(1);
  });

  test('the same transfer sent from a second tab while the first is in flight is refused there, and money moves once', async ({
    page,
    request,
  }) => {
    await openSection(page, '/member/transferFund', 'Transfer between wallets');
    const main = walletCell(page, 'MAIN');
    await expect(main).not.toHaveText('');
    const mainBefore = cents(await main.innerText());
    // The session lives in session storage: a tab opened from this one starts with a copy of it.
    const [second] = await Promise.all([
      page.context().waitForEvent('page'),
      page.evaluate(() => void window.open(location.href)),
    ]);
    await expect(
      second.getByRole('heading', { level: 3, name: 'Transfer between wallets', exact: true }),
    ).toBeVisible();
    await dismissNoticePopup(second);
    const latency = await request.put('/__sandbox/latency', {
      data: { ms: 3000, operationId: 'walletTransfer' },
    });
    expect(latency.ok()).toBe(true);
    for (const tab of [page, second])
      await tab.getByRole('textbox', { name: 'Amount', exact: true }).fill('25');
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Transferring…' })).toBeVisible();
    await second.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(second.getByRole('alert')).toContainText('another tab');
    await expect(page.getByRole('status').filter({ hasText: 'Transfer complete' })).toBeVisible();
    await expect.poll(async () => cents(await main.innerText())).toBe(mainBefore - 2_500);
    expect(await second.getByRole('textbox', { name: 'Amount', exact: true }).inputValue()).toBe('25');
    await second.close();
  });

  test('a transfer whose answer times out after the server applied it ends shown as done, moved once', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await openSection(page, '/member/transferFund', 'Transfer between wallets');
    const main = walletCell(page, 'MAIN');
    await expect(main).not.toHaveText('');
    const mainBefore = cents(await main.innerText());
    await injectFailure(request, 'walletTransfer', 'timeout', { afterApply: true });
    await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('30');
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Transferring…' })).toBeDisabled();
    // The SDK gives up after 15 s; the screen reads the move back by its key instead of saying "failed".
    await expect(page.getByRole('status').filter({ hasText: 'Transfer complete' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect.poll(async () => cents(await main.innerText())).toBe(mainBefore - 3_000);
  });

  test('transfer to upline sends from the main wallet with the payment password', async ({ page }) => {
    await openSection(page, '/member/transferUpline', 'Send to your upline');
    const before = await headerBalance(page);
    await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('10');
    await page.getByLabel('Payment password', { exact: true }).fill('111111');
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await page.getByRole('textbox', { name: 'Amount', exact: true }).inputValue()).toBe('10');
    await page.getByLabel('Payment password', { exact: true }).fill('246810');
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'sent to agent' })).toBeVisible();
    await expect.poll(() => headerBalance(page)).toBe(before - 1_000);
  });

  test('withdraw to a new bank card with the payment password, then confirm it received and another partly received', async ({
    page,
  }) => {
    await openSection(page, '/member/withdraw', 'Withdraw to a bank card');
    await page.getByRole('button', { name: 'Add a bank card' }).click();
    const form = page.getByRole('form', { name: 'New bank card' });
    await form.getByLabel('Card or account number').fill('9704 0000 1111 2222');
    await form.getByLabel('Payment password', { exact: true }).fill('246810');
    await form.getByRole('button', { name: 'Add card' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The card was added.' })).toBeVisible();
    const withdraw = page.getByRole('form', { name: 'Withdraw to a bank card' });
    const cardSelect = withdraw.getByLabel('Bank card');
    await cardSelect.selectOption({
      label: (await cardSelect.locator('option', { hasText: '2222' }).innerText()).trim(),
    });
    await withdraw.getByRole('textbox', { name: 'Amount', exact: true }).fill('150');
    await withdraw.getByLabel('Payment password', { exact: true }).fill('246810');
    await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: /is being processed/ })).toBeVisible();
    const confirmations = page.getByRole('region', { name: /withdrawals? to confirm/ });
    await expect(confirmations.getByRole('article')).toHaveCount(2);
    // The newest payment first in the member's mind: confirm the one of 150 as received.
    const fresh = confirmations.getByRole('article').filter({ hasText: '150.00' });
    await expect(fresh.getByRole('timer')).toBeVisible();
    await fresh.getByRole('button', { name: 'Received', exact: true }).click();
    await expect(fresh.getByRole('alertdialog')).toContainText('cannot be undone');
    await fresh.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status').filter({ hasText: /is confirmed/ })).toBeVisible();
    await expect(confirmations.getByRole('article')).toHaveCount(1);
    const other = confirmations.getByRole('article');
    await other.getByRole('button', { name: 'Partly received' }).click();
    await other.getByLabel('Amount received').fill('40');
    await other.getByRole('button', { name: 'Send' }).click();
    await expect(confirmations.getByRole('article')).toContainText('Partly received: ');
    await expect(
      confirmations.getByRole('article').getByRole('button', { name: 'All received' }),
    ).toBeVisible();
  });

  test('not received needs proof: a gif, a 6 MB image and a fourth image are refused, then the report is sent', async ({
    page,
  }) => {
    await openSection(page, '/member/withdraw', 'Withdraw to a bank card');
    const card = page
      .getByRole('region', { name: /withdrawals? to confirm/ })
      .getByRole('article')
      .first();
    await card.getByRole('button', { name: 'Not received' }).click();
    await card.getByRole('button', { name: 'Report not received' }).click();
    await expect(card.getByRole('alert')).toHaveText('Please upload a proof of payment');
    const input = card.getByLabel('Proof (screenshots of your bank account)');
    const png = (name: string, size = 200) => imageFile(name, 'image/png', size);
    await input.setInputFiles(imageFile('proof.gif', 'image/gif', 200));
    await expect(card.getByRole('alert')).toHaveText('Only acceptable png or jpg');
    await input.setInputFiles(png('huge.png', 6 * 1024 * 1024));
    await expect(card.getByRole('alert')).toHaveText('The image maximum size is 5MB');
    await input.setInputFiles([png('a.png'), png('b.png'), png('c.png')]);
    await input.setInputFiles(png('d.png'));
    await expect(card.getByRole('alert')).toHaveText("Can't accept upload more than 3 images");
    await expect(card.getByRole('listitem')).toHaveCount(3);
    await card.getByRole('button', { name: 'Report not received' }).click();
    const region = page.getByRole('region', { name: /withdrawals? to confirm/ });
    await expect(region.getByRole('article').first()).toContainText('Reported as not received');
  });

  test('a "Received" whose answer is lost after the server took it is read back by its key: shown confirmed, sent once', async ({
    page,
    request,
  }) => {
    await openSection(page, '/member/withdraw', 'Withdraw to a bank card');
    const region = page.getByRole('region', { name: /withdrawals? to confirm/ });
    const card = region.getByRole('article').first();
    await expect(card.getByRole('timer')).toBeVisible();
    let sent = 0;
    page.on('request', (call) => {
      if (call.method() === 'POST' && call.url().includes('/wps/payment/withdraw/confirmations/')) sent += 1;
    });
    await injectFailure(request, 'confirmWithdrawal', '502', { afterApply: true });
    await card.getByRole('button', { name: 'Received', exact: true }).click();
    await expect(card.getByRole('alertdialog')).toContainText('cannot be undone');
    await card.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status').filter({ hasText: /is confirmed/ })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The list fetched again no longer offers it: the server holds it as received.
    await expect(region).toHaveCount(0);
    expect(sent).toBe(1);
  });

  test('a 500 on a withdrawal keeps every field, says nothing moved, and the retry goes through once', async ({
    page,
    request,
  }) => {
    await openSection(page, '/member/withdraw', 'Withdraw to a bank card');
    const withdraw = page.getByRole('form', { name: 'Withdraw to a bank card' });
    await withdraw.getByRole('textbox', { name: 'Amount', exact: true }).fill('120');
    await withdraw.getByLabel('Payment password', { exact: true }).fill('246810');
    await injectFailure(request, 'createWithdrawal', '500');
    await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(withdraw.getByRole('alert')).toContainText('nothing was moved');
    expect(await withdraw.getByRole('textbox', { name: 'Amount', exact: true }).inputValue()).toBe('120');
    expect(await withdraw.getByLabel('Payment password', { exact: true }).inputValue()).toBe('246810');
    await withdraw.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('status').filter({ hasText: /is being processed/ })).toBeVisible();
  });
});

test('a new member sets a payment password in the security center, then may add a card', async ({ page }) => {
  await submitLoginAs(page, 'newbie', 'newbie1234');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeHidden();
  await page.goto('/member/withdraw');
  await dismissNoticePopup(page);
  await expect(page.getByText('Set a payment password before you withdraw.')).toBeVisible();
  await page.getByRole('link', { name: 'Set your payment password in the security center' }).click();
  await page.getByRole('button', { name: 'Set payment password' }).click();
  const form = page.getByRole('form', { name: 'Set payment password' });
  await form.getByLabel('Login password').fill('newbie1234');
  await form.getByLabel('New payment password', { exact: true }).fill('135790');
  await form.getByLabel('Confirm the new payment password').fill('135799');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('The two passwords do not match')).toBeVisible();
  await form.getByLabel('Confirm the new payment password').fill('135790');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your payment password is set.' })).toBeVisible();
  await page.goto('/member/withdraw');
  await expect(page.getByRole('button', { name: 'Add a bank card' })).toBeVisible();
});

test('a trial member is asked for a real account on the money screens and no wallet call is made', async ({
  page,
}) => {
  const walletCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/wps\/(payment|relay\/GCS_walletTransfer|member\/transfer)/.test(request.url()))
      walletCalls.push(request.url());
  });
  await openLogin(page);
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Free play' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Deposit' })).toBeVisible();
  for (const section of ['depositv2', 'withdraw', 'transferFund']) {
    await page.goto(`/member/${section}`);
    await expect(page.getByText('Please register a real account to use this feature')).toBeVisible();
  }
  expect(walletCalls).toEqual([]);
});

test('360 px: every money screen fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page);
  for (const [path, heading] of [
    ['/member/transferFund', 'Transfer between wallets'],
    ['/member/depositv2', 'Make a deposit'],
    ['/member/withdraw', 'Withdraw to a bank card'],
    ['/member/transferUpline', 'Send to your upline'],
  ] as const) {
    await openSection(page, path, heading);
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} at 360 px`).toBeLessThanOrEqual(360);
  }
});
