import type { Page, Route } from '@playwright/test';
import { logInDemo } from './games-support';
import { expect, expectAccessible, resetSandbox, test } from './support';

/** Fails the matching scripts with a 503 while `blocked()` says so; the others pass untouched. */
async function blockScripts(
  page: Page,
  matches: (url: string, body: string) => boolean,
  blocked: () => boolean,
): Promise<void> {
  await page.route('**/assets/*.js', async (route: Route) => {
    if (!blocked()) return route.continue();
    const response = await route.fetch();
    const body = await response.text();
    if (matches(route.request().url(), body)) return route.fulfill({ status: 503, body: 'unavailable' });
    return route.fulfill({ response, body });
  });
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('a page chunk and a language file that fail to load each show a retry that works, and the frame stays usable', async ({
  page,
}) => {
  await page.route('**/config.json', (route) =>
    route.fulfill({
      json: { apiBaseUrl: '', merchant: 'DEMO', defaultLanguage: 'EN', languages: ['EN', 'JA'] },
    }),
  );
  let blocked = true;
  // The promotions page's own chunk, and the Japanese texts of the start-up namespace.
  await blockScripts(
    page,
    (url, body) =>
      /\/promotions-page-[^/]+\.js$/.test(url) ||
      (/\/common-[^/]+\.js$/.test(url) && body.includes('ログイン')),
    () => blocked,
  );

  await page.goto('/promotions');
  const failure = page.getByRole('main').getByRole('alert');
  await expect(failure).toContainText('Loading chunk failed');
  // The header and the side menu stay: the visitor can leave, or try again.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expectAccessible(page);
  blocked = false;
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);

  blocked = true;
  await page.getByRole('complementary').getByRole('combobox').selectOption('JA');
  const language = page.getByRole('alert').filter({ hasText: 'The 日本語 texts did not load.' });
  await expect(language).toBeVisible();
  // The site stays whole, in English, meanwhile.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  blocked = false;
  await language.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'ログイン' })).toBeVisible();
  await expect(language).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
});

test('a configuration with an over-long app link and a malformed socket URL leaves the site working, at 360 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.route('**/config.json', (route) =>
    route.fulfill({
      json: { apiBaseUrl: '', merchant: 'DEMO', defaultLanguage: 'EN', socketUrl: 'ws://[not-a-host' },
    }),
  );
  const longLink = `https://apps.example.com/ios?ref=${'x'.repeat(3000)}`;
  await page.route('**/wps/system/status**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as {
      value?: { info?: { resources?: { resourceType: string; url: string }[] } };
    };
    const info = body.value?.info;
    if (info)
      info.resources = [
        ...(info.resources ?? []).filter((item) => item.resourceType !== 'APP_IOS'),
        { resourceType: 'APP_IOS', url: longLink },
      ];
    await route.fulfill({ response, json: body });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await logInDemo(page);
  await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = page.getByRole('complementary');
  // The link too long for a code is there as a link, without a code; nothing else of the menu is lost.
  await expect(menu.getByRole('link', { name: 'iOS app' })).toBeVisible();
  await expect(menu.locator('svg title', { hasText: 'iOS app' })).toHaveCount(0);
  await expect(menu.getByRole('combobox')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.screenshot({
    path: 'test-results/screenshots/error-boundaries-config-360.png',
    fullPage: false,
  });
  expect(errors.filter((message) => /WebSocket|Data too long/i.test(message))).toEqual([]);
  await expectAccessible(page);
});
