import { logInDemo } from './games-support';
import {
  dismissNoticePopup,
  expect,
  expectAccessible,
  fillLogin,
  resetSandbox,
  sandboxHeaders,
  submitLogin,
  test,
} from './support';

test.beforeEach(async ({ request }) => resetSandbox(request));
// Two logins, a transfer and two accessibility scans: longer than one step's journey on the shared machine.
test.describe.configure({ timeout: 120_000 });

test('a session the server ends mid-use asks to log in again over the page; the form stays filled and the member carries on there', async ({
  page,
  request,
}) => {
  await logInDemo(page);
  await page.goto('/member/transferFund');
  await dismissNoticePopup(page);
  await expect(
    page.getByRole('heading', { level: 3, name: 'Transfer between wallets', exact: true }),
  ).toBeVisible();
  const vendor = await page.locator('select[name="toWallet"]').inputValue();
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('25');
  // Behind the login popup the form leaves the accessibility tree: it is read by its field's name.
  const amount = page.locator('input[name="amount"]');

  // The session ends on the server's side (logged out elsewhere): the token is refused from now on.
  const headers = await sandboxHeaders(page);
  expect(headers['Authorization']).toBeTruthy();
  expect((await request.delete('/wps/session/logout', { headers })).ok()).toBe(true);

  // The page's next call is refused.
  await page.getByRole('button', { name: 'Refresh balances' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog.getByRole('status')).toHaveText(
    'Your session has ended. Please log in again to carry on where you were.',
  );
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  await expect(page).toHaveURL(/\/member\/transferFund$/);
  await expect(amount).toHaveValue('25');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screenshots/session-ended-login.png' });

  await fillLogin(dialog, 'demo', 'demo1234');
  await submitLogin(page);
  await expect(dialog).toBeHidden();

  await expect(page).toHaveURL(/\/member\/transferFund$/);
  await expect(amount).toHaveValue('25');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Transfer complete' })).toBeVisible();
  await expect(page.locator(`dd[data-wallet="${vendor}"], tr[data-wallet="${vendor}"] td`)).toHaveText(
    /25\.00/,
  );
});

test('at 360 px, declining to log in again after the session ended leaves the members page for the home', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await logInDemo(page);
  await page.goto('/member/transferFund');
  await dismissNoticePopup(page);
  await expect(page.getByRole('textbox', { name: 'Amount', exact: true })).toBeVisible();
  const headers = await sandboxHeaders(page);
  expect((await request.delete('/wps/session/logout', { headers })).ok()).toBe(true);

  await page.getByRole('button', { name: 'Refresh balances' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog.getByRole('status')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screenshots/session-ended-login-360.png' });
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(dialog).toBeHidden();
});
