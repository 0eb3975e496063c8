import { expectAccessible, resetSandbox, setStatus, test, expect } from './support';

test.afterEach(async ({ request }) => resetSandbox(request));

test('the maintenance screen replaces the site: title, info, customer service and social links', async ({
  page,
  request,
}) => {
  await setStatus(request, 1);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Customer service' })).toHaveAttribute('href', /^https?:/);
  await expect(page.getByRole('link', { name: 'Telegram 1' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Instagram' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expectAccessible(page);
});

test('the region-blocked screen shows the visitor IP, the info text and customer service', async ({
  page,
  request,
}) => {
  await setStatus(request, 2);
  await page.goto('/member');
  await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
  await expect(page.getByText(/Your IP address/)).toContainText(/\d+\.\d+\.\d+\.\d+/);
  await expect(page.getByRole('link', { name: 'Customer service' })).toBeVisible();
  await expectAccessible(page);
});

test('visitors on a login-required page get the login popup on the home page', async ({ page }) => {
  await page.goto('/member/transactionHistory');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('visitors on an agent page go to the agent landing', async ({ page }) => {
  await page.goto('/agentHome');
  await expect(page).toHaveURL(/\/agent$/);
  await expect(page.getByRole('heading', { name: 'Agent login' })).toBeVisible();
  await expectAccessible(page);
});

test('a backend that never answers the configuration: the retry screen within 10 s, and Try again opens the site', async ({
  page,
  request,
}) => {
  expect(
    (await request.put('/__sandbox/latency', { data: { ms: 60_000, operationId: 'getSystemStatus' } })).ok(),
  ).toBe(true);
  const started = Date.now();
  await page.goto('/');
  const retry = page.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible({ timeout: 12_000 });
  // 7 s for the configuration by the machine's rule; the margin covers the page's own loading.
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(
    (await request.put('/__sandbox/latency', { data: { ms: 0, operationId: 'getSystemStatus' } })).ok(),
  ).toBe(true);
  await retry.click();
  await expect(page.getByRole('banner')).toBeVisible();
});
