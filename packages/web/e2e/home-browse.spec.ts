import type { Page, Request } from '@playwright/test';
import { expect, expectAccessible, resetSandbox, test } from './support';

// A visitor's home as it is: the public popups stay in the notices answer and are closed as a visitor would,
// and the marquee and the winners' lists move (the other journeys run with reduced motion: playwright.config.ts).
test.use({ skipPopups: false, reducedMotion: 'no-preference' });

test.afterEach(async ({ request }) => resetSandbox(request));

/**
 * Closes the seeded public popup a visitor always gets. It is waited for, not given a few seconds: on a busy
 * machine it can come later than that and then cover the link the test clicks next.
 */
async function closePublicPopup(page: Page): Promise<void> {
  const popup = page.getByRole('dialog', { name: 'Welcome to Lobby' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).last().click();
  await expect(popup).toBeHidden();
}

/** Scrolls through the page as a visitor would, so the sections below the fold render. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
}

/**
 * The home's sections still waiting for their cards (below the fold, or the hot games before they come): each holds
 * empty cards hidden from assistive technology, as tall as the cards will be.
 */
async function waitingSections(page: Page): Promise<{ id: string | null; height: number }[]> {
  const all = await page.locator('main section.home-section').evaluateAll((elements) =>
    elements.map((element) => ({
      id: element.getAttribute('aria-labelledby'),
      height: Math.round(element.getBoundingClientRect().height),
      waiting: element.querySelector('.game-grid[aria-hidden="true"], .hot-row[aria-hidden="true"]') !== null,
    })),
  );
  return all.filter((section) => section.waiting).map(({ id, height }) => ({ id, height }));
}

/** Each section that was waiting has drawn its cards and kept its height: nothing on the screen moved. */
async function expectHeightsKept(
  page: Page,
  waiting: { id: string | null; height: number }[],
): Promise<void> {
  await expect.poll(() => waitingSections(page), { message: 'every section drew its cards' }).toEqual([]);
  for (const section of waiting) {
    const height = await page
      .locator(`main section[aria-labelledby="${section.id}"]`)
      .evaluate((element) => Math.round(element.getBoundingClientRect().height));
    expect(Math.abs(height - section.height), `${section.id} kept its height`).toBeLessThanOrEqual(1);
  }
}

/** Counts the backend calls of a page by path (the relay and wps paths, no assets). */
function recordCalls(page: Page): Map<string, number> {
  const calls = new Map<string, number>();
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!/^\/(wps|lgw|lotto)\//.test(url.pathname)) return;
    calls.set(url.pathname, (calls.get(url.pathname) ?? 0) + 1);
  });
  return calls;
}

test('a visitor browses the home at 360 px: banners, notices, jackpot, winners, hot slider, sections', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const calls = recordCalls(page);
  await page.goto('/');
  await closePublicPopup(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('region', { name: 'Promotions' }).first()).toBeVisible();
  await expect(main.getByRole('button', { name: /Open the notices/ })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Jackpot', exact: true })).toBeVisible();
  await expect(main.getByRole('list', { name: 'Biggest wins' }).getByRole('listitem')).toHaveCount(9);
  await expect(main.getByRole('heading', { name: 'Hot games' })).toBeVisible();
  await scrollThrough(page);
  await expect(main.getByRole('list', { name: 'Hot games' }).getByRole('article').first()).toBeAttached();
  for (const title of [
    'Slots',
    'Live casino',
    'Fishing',
    'Card games',
    'Sports',
    'Esports',
    'Lottery',
    'Cockfight',
  ]) {
    await expect(main.getByRole('heading', { name: title, exact: true })).toBeVisible();
  }
  for (const list of await main
    .getByRole('list', { name: /^(Slots|Live casino|Fishing|Card games|Sports|Esports|Lottery|Cockfight)$/ })
    .all()) {
    expect(await list.getByRole('article').count()).toBeLessThanOrEqual(12);
  }
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: 'test-results/screenshots/home-360.png', fullPage: true });
  await expectAccessible(page);

  // What start-up asked for: configuration (status, whitelabel, domain check), then what the home shows and the
  // brand's wallet mode (the product's home calls list it), each once.
  const paths = [...calls.keys()].sort();
  expect(paths).toEqual(
    expect.arrayContaining([
      '/wps/relay/GCSGAME_vendors',
      '/wps/relay/GCSGAME_hotGames',
      '/wps/relay/MCSFE_notices',
      '/wps/relay/GCSGAME_winnerBoard',
      '/wps/system/status',
      '/wps/system/merchantWallet',
    ]),
  );
  for (const path of paths) expect.soft(calls.get(path), path).toBe(1);
  expect(
    paths.filter(
      (path) =>
        !/(status|whitelabel|domainRoute|merchantWallet|GCSGAME_vendors|GCSGAME_hotGames|MCSFE_notices|GCSGAME_winnerBoard|GCSGAME_jackpot)$/.test(
          path,
        ),
    ),
  ).toEqual([]);
});

test('cached calls are not repeated when the visitor comes back to the home', async ({ page }) => {
  const calls = recordCalls(page);
  await page.goto('/');
  await closePublicPopup(page);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Hot games' })).toBeVisible();
  await scrollThrough(page);
  await expect(page.getByRole('list', { name: 'Hot games' }).getByRole('article').first()).toBeAttached();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Slots' })
    .click();
  await expect(page.getByRole('main').getByRole('list', { name: 'Games' }).first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Hot games' })).toBeVisible();
  await scrollThrough(page);
  await expect(page.getByRole('list', { name: 'Hot games' }).getByRole('article').first()).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect([
    calls.get('/wps/relay/GCSGAME_vendors'),
    calls.get('/wps/relay/GCSGAME_hotGames'),
    calls.get('/wps/system/status'),
  ]).toEqual([1, 1, 1]);
});

test('the home on a desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  // The hot games' answer is held until the waiting slider is measured (in view on a desktop, it asks at once).
  let answerHotGames = () => {};
  const hotGamesHeld = new Promise<void>((resolve) => (answerHotGames = resolve));
  // By path: the call is a GET with a query, which a glob of the path does not match.
  await page.route(
    (url) => url.pathname === '/wps/relay/GCSGAME_hotGames',
    async (route) => {
      await hotGamesHeld;
      await route.continue();
    },
  );
  await page.goto('/');
  await closePublicPopup(page);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Hot games' })).toBeVisible();
  const waiting = await waitingSections(page);
  expect(waiting.map((section) => section.id)).toContain('home-hot-title');
  expect(waiting.length, 'sections below the fold wait for their cards').toBeGreaterThan(1);
  answerHotGames();
  await scrollThrough(page);
  await page.waitForLoadState('networkidle');
  await expectHeightsKept(page, waiting);
  await page.screenshot({ path: 'test-results/screenshots/home-desktop.png', fullPage: true });
  await expectAccessible(page);
});
