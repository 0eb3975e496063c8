import { expectAccessible, test, expect } from './support';

test('switching language loads its strings; Arabic lays the page out right to left', async ({ page }) => {
  // The sandbox brand supports EN, CN, TH, VI and TY; the deployment's runtime configuration widens the list.
  await page.route('**/config.json', (route) =>
    route.fulfill({ json: { apiBaseUrl: '', merchant: 'DEMO', defaultLanguage: 'EN', languages: ['EN', 'JA', 'AR', 'TY'] } }),
  );
  await page.goto('/');
  await expect(page.getByRole('complementary').getByRole('combobox').locator('option')).toHaveText(['English', '日本語', 'العربية', 'TY']);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByRole('complementary').getByRole('combobox').selectOption('JA');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('banner').getByRole('button', { name: 'ログイン' })).toBeVisible();
  await page.getByRole('complementary').getByRole('combobox').selectOption('AR');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('banner').getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('complementary').getByRole('combobox').selectOption('EN');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
});

test("the brand's own list applies when the deployment does not override it", async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('complementary').getByRole('combobox').locator('option')).toHaveText(['English', '简体中文', 'ไทย', 'Tiếng Việt', 'TY']);
  await page.getByRole('complementary').getByRole('combobox').selectOption('TH');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
});
