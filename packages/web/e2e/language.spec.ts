import type { Page } from '@playwright/test';
import { expectAccessible, signIn, test, expect } from './support';

/** The deployment's runtime configuration widens the brand's languages (the sandbox brand has no JA or AR). */
const offerLanguages = (page: Page, languages: readonly string[]) =>
  page.route('**/config.json', (route) =>
    route.fulfill({ json: { apiBaseUrl: '', merchant: 'DEMO', defaultLanguage: 'EN', languages } }),
  );

test('switching language loads its strings; Arabic lays the page out right to left', async ({ page }) => {
  // The sandbox brand supports EN, CN, TH, VI and TY; the deployment's runtime configuration widens the list.
  await offerLanguages(page, ['EN', 'JA', 'AR', 'TY']);
  await page.goto('/');
  await expect(page.getByRole('complementary').getByRole('combobox').locator('option')).toHaveText([
    'English',
    '日本語',
    'العربية',
    'TY',
  ]);
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
  await expect(page.getByRole('complementary').getByRole('combobox').locator('option')).toHaveText([
    'English',
    '简体中文',
    'ไทย',
    'Tiếng Việt',
    'TY',
  ]);
  await page.getByRole('complementary').getByRole('combobox').selectOption('TH');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
});

test('in Arabic an announcement keeps its time as yyyy-MM-dd HH:mm:ss (left to right inside the right-to-left text) and its accent on the right', async ({
  page,
}) => {
  await offerLanguages(page, ['EN', 'AR']);
  await page.addInitScript(() => window.localStorage.setItem('lang', 'AR'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('contentinfo').getByRole('button', { name: 'الإعلانات' }).click();
  const time = page.getByRole('dialog').locator('article time');
  await expect(time).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  await expect(time).toHaveAttribute('dir', 'ltr');
  // The current title's accent bar sits on the reading start, the right.
  const current = page.getByRole('dialog').locator("button[aria-current='true']");
  expect(await current.evaluate((element) => getComputedStyle(element).boxShadow)).toContain('-3px');
});

test("the brand's language decision applies before the page draws or asks for anything in another", async ({
  page,
}) => {
  // The deployment starts in Vietnamese; the brand decides English for a first visit (nothing stored).
  await page.route('**/config.json', (route) =>
    route.fulfill({ json: { apiBaseUrl: '', merchant: 'DEMO', defaultLanguage: 'VI' } }),
  );
  const noticeLanguages: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/MCSFE_notices')) noticeLanguages.push(request.headers()['language'] ?? '');
  });
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('banner-w_home')).toBeVisible();
  expect(noticeLanguages).toEqual(['EN']);
});

test("in Arabic the feedback's word counter takes the plural form of 3, 11 and 100 words", async ({
  page,
}) => {
  await offerLanguages(page, ['EN', 'AR']);
  await signIn(page);
  await page.addInitScript(() => window.localStorage.setItem('lang', 'AR'));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('contentinfo').getByRole('button', { name: 'الملاحظات' }).click();
  const dialog = page.getByRole('dialog', { name: 'الملاحظات' });
  const message = dialog.getByRole('textbox', { name: 'رسالتك' });
  const words = (count: number) => Array.from({ length: count }, () => 'سحب').join(' ');
  // 3 takes the few form, 11 the many form, 100 the other form (Arabic's plural rules).
  for (const [count, counted] of [
    [3, '3 كلمات'],
    [11, '11 كلمةً'],
    [100, '100 كلمة'],
  ] as const) {
    await message.fill(words(count));
    await expect(dialog).toContainText(` · ${counted}`);
  }
  await expect(dialog).not.toContainText('words');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screenshots/feedback-ar-1366.png' });
  await page.setViewportSize({ width: 360, height: 800 });
  await message.fill(words(11));
  await expect(dialog).toContainText(' · 11 كلمةً');
  await page.screenshot({ path: 'test-results/screenshots/feedback-ar-360.png' });
});
