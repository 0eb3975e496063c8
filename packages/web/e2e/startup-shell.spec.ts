import type { Page } from '@playwright/test';
import { expect, test } from './support';

/** Holds the app's main script until the returned function is called. */
async function holdAppScript(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

// The home's start-up frame (src/lib/startup-shell.ts) shows the first banner before the app's code has
// arrived; the app's first render replaces it. The banner must not move when that happens (no layout shift).
for (const viewport of [
  { width: 360, height: 780 },
  { width: 1280, height: 823 },
]) {
  test(`the start-up frame shows the first banner where the page then draws it (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    // Hold the app's main script: only the small early script runs, as on a slow network.
    const release = await holdAppScript(page);
    await page.goto('/', { waitUntil: 'commit' });
    const early = page.locator('[data-startup-shell] .banner--w_home .banner__image');
    await expect(early).toBeVisible();
    await expect
      .poll(() => early.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    const before = await early.boundingBox();
    release();
    const drawn = page.locator('.layout:not([data-startup-shell]) .banner--w_home .banner__image');
    await expect(drawn).toBeVisible();
    await expect(page.locator('[data-startup-shell]')).toHaveCount(0);
    expect(await drawn.boundingBox()).toEqual(before);
    expect(await drawn.getAttribute('src')).toBe(
      await page.evaluate(
        () => performance.getEntriesByType('resource').find((entry) => /\/banner\//.test(entry.name))?.name,
      ),
    );
  });
}

test('right to left: the start-up frame is laid out right to left from the first frame (desktop, Arabic)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 823 });
  await page.route('**/config.json', (route) =>
    route.fulfill({
      json: { apiBaseUrl: '', merchant: 'DEMO', defaultLanguage: 'EN', languages: ['EN', 'AR'] },
    }),
  );
  await page.addInitScript(() => window.localStorage.setItem('lang', 'AR'));
  const release = await holdAppScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  const early = page.locator('[data-startup-shell] .banner--w_home .banner__image');
  await expect(early).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const before = await early.boundingBox();
  release();
  const drawn = page.locator('.layout:not([data-startup-shell]) .banner--w_home .banner__image');
  await expect(drawn).toBeVisible();
  expect(await drawn.boundingBox()).toEqual(before);
});

test('a page other than the home keeps the plain loading screen until the app draws it', async ({ page }) => {
  const release = await holdAppScript(page);
  await page.goto('/rng', { waitUntil: 'commit' });
  await expect(page.locator('[data-static-loading]')).toBeVisible();
  // Long enough for the early script's start-up calls to have answered.
  await page.waitForResponse(/domainRoute/);
  await expect(page.locator('[data-startup-shell]')).toHaveCount(0);
  release();
  await expect(page.getByRole('main')).not.toHaveAttribute('data-static-loading');
});

// early.ts loads the app's script once start-up has settled and the first banner is on screen (lib/boot.ts:
// appTurn), so the start-up calls and the banner do not share the link with the app's 130 KB.
test("the app's code is fetched once the first banner has arrived, not beside the start-up calls", async ({
  page,
}) => {
  const events: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(index|framework)-[^/]+\.js$/.test(request.url())) events.push('app requested');
  });
  page.on('requestfinished', (request) => {
    if (/\/banner\//.test(request.url())) events.push('banner arrived');
  });
  await page.goto('/');
  await expect(
    page.locator('.layout:not([data-startup-shell]) .banner--w_home .banner__image'),
  ).toBeVisible();
  expect(events.indexOf('banner arrived')).toBeGreaterThanOrEqual(0);
  expect(events.filter((event) => event === 'app requested')).toHaveLength(2);
  expect(events.indexOf('app requested')).toBeGreaterThan(events.indexOf('banner arrived'));
});

test('a first banner that never arrives does not hold the app back', async ({ page }) => {
  await page.route(/\/banner\//, () => undefined);
  await page.goto('/');
  await expect(page.locator('[data-startup-shell]')).toHaveCount(1);
  await expect(page.locator('.layout:not([data-startup-shell]) .site-header')).toBeVisible();
  await expect(page.locator('[data-startup-shell]')).toHaveCount(0);
});

test("a failed fetch of the app's code is tried again, the loading screen kept meanwhile", async ({
  page,
}) => {
  let failures = 0;
  await page.route(/\/assets\/index-[^/]+\.js(\?.*)?$/, (route) =>
    failures++ === 0 ? route.abort('connectionreset') : route.continue(),
  );
  await page.goto('/rng');
  await expect(page.getByRole('main')).not.toHaveAttribute('data-static-loading');
  expect(failures).toBe(2);
});
