import type { Page } from '@playwright/test';
import { agentConsoleSections, agentTabs, memberTabs } from '../src/config/paths';
import { drawingProblems } from './drawing-check';
import { chooseLanguage, screens, dismissNoticePopup, expect, resetSandbox, signIn, test } from './support';

test.afterEach(async ({ request }) => resetSandbox(request));
// A test walks a dozen pages at three widths (one load, then links): on the loaded two-core machine that is
// 20-45 s, above a single journey's time-out.
test.describe.configure({ timeout: 120_000 });

/** English, and Arabic for the right-to-left drawing (the deployment's configuration adds it to the brand's list). */
const languages = ['EN', 'AR'] as const;
type Language = (typeof languages)[number];

/** Opens the site in `language` at `path`. */
async function openIn(page: Page, language: Language, path: string): Promise<void> {
  if (language !== 'EN') await chooseLanguage(page, language);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'AR' ? 'rtl' : 'ltr');
}

/**
 * Waits until the page has stopped changing: fonts ready, images loaded (but lazy ones, which some
 * clipped rows never load), no spinner or busy table, and no element
 * added or removed for a quarter of a second (5 s at most: a page that keeps moving is then checked as it stands).
 * Changed texts do not count: the home's jackpot counter and the centres' clocks change theirs every second.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const busy = () =>
      !!document.querySelector('.spinner, tbody[aria-busy="true"], .rich-text[aria-busy="true"]') ||
      [...document.images].some((image) => !image.complete && image.loading !== 'lazy');
    await new Promise<void>((resolve) => {
      let last = performance.now();
      const observer = new MutationObserver(() => (last = performance.now()));
      observer.observe(document.body, { subtree: true, childList: true });
      const started = last;
      const timer = setInterval(() => {
        const now = performance.now();
        if ((now - last < 250 || busy()) && now - started < 5_000) return;
        clearInterval(timer);
        observer.disconnect();
        resolve();
      }, 50);
    });
  });
}

/** Goes to `path` inside the app already loaded (a history entry read by the router), as a link would. */
async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

/**
 * The pages also checked on a tablet: the tablet lays every page out as the phone does, wider (the centres' sections
 * in a row), so a part of each list there keeps the spec inside npm test's time; phone and desktop see every page.
 */
const tabletPages = new Set([
  '/',
  '/promotions',
  '/agent',
  '/member/withdraw',
  '/member/depositv2',
  '/member/transactionHistory',
  '/member/personalProfit',
  '/member/messageV2',
  '/agentHome/agentTeamOverview',
  '/agentHome/registerCenter',
  '/agentHome/agentRevenueReport',
  '/agentHome/deposit',
]);

/** Checks what is drawn at each width; a finding names the page, the width, the language and the two elements. */
async function expectDrawnWell(
  page: Page,
  what: string,
  language: Language,
  sizes: readonly { width: number; height: number }[] = screens,
): Promise<void> {
  for (const screen of sizes) {
    await page.setViewportSize(screen);
    await settle(page);
    expect.soft(await drawingProblems(page), `${what} at ${screen.width} px in ${language}`).toEqual([]);
  }
}

/** Each page of `paths`, reached from the first as a link would, checked at every width. */
async function expectPagesDrawnWell(page: Page, language: Language, paths: readonly string[]): Promise<void> {
  for (const [index, path] of paths.entries()) {
    if (index > 0) await visit(page, path);
    else await openIn(page, language, path);
    await expect(page.getByRole('main')).toBeVisible();
    const sizes = tabletPages.has(path) ? screens : screens.filter(({ width }) => width !== 800);
    await expectDrawnWell(page, path, language, sizes);
  }
}

const visitorPages = [
  '/',
  '/rng',
  '/live',
  '/sports',
  '/promotions',
  '/help',
  '/vip',
  '/affiliate',
  '/agent',
];
const memberPages = [...memberTabs.map((tab) => `/member/${tab}`), '/favorite', '/recent', '/pointMall'];
const agentPages = [...agentTabs, ...agentConsoleSections].map((section) => `/agentHome/${section}`);

for (const language of languages) {
  test(`${language}: the visitor's pages are drawn whole on a phone, a tablet and a desktop`, async ({
    page,
  }) => {
    await expectPagesDrawnWell(page, language, visitorPages);
  });

  test(`${language}: the member centre's sections and the member's lists are drawn whole`, async ({
    page,
  }) => {
    await signIn(page);
    await expectPagesDrawnWell(page, language, memberPages);
  });

  test(`${language}: the agent centre's sections and money screens are drawn whole`, async ({ page }) => {
    await signIn(page, 'agent', 'agent1234');
    await expectPagesDrawnWell(page, language, agentPages);
  });
}

/** The buttons that open the dialogs, in each language. */
const dialogNames = {
  EN: { logIn: 'Log in', announcements: 'Announcements', close: 'Close' },
  AR: { logIn: 'تسجيل الدخول', announcements: 'الإعلانات', close: 'إغلاق' },
};

/** Closes the open dialogs one by one, as a person would (a popup may stand on another). */
async function closeDialogs(page: Page, close: string): Promise<void> {
  const dialogs = page.getByRole('dialog');
  while ((await dialogs.count()) > 0)
    await dialogs.last().getByRole('button', { name: close, exact: true }).last().click();
}

test.describe('the dialogs', () => {
  // The notice popups are among what is checked: the notices answer keeps them.
  test.use({ skipPopups: false });

  for (const language of languages)
    test(`${language}: the notice popups, log-in and announcements are drawn whole`, async ({ page }) => {
      await openIn(page, language, '/');
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectDrawnWell(page, 'the notice popup', language);
      const { logIn, announcements, close } = dialogNames[language];
      await closeDialogs(page, close);
      await page.getByRole('banner').getByRole('button', { name: logIn, exact: true }).click();
      await expect(page.getByRole('dialog', { name: logIn })).toBeVisible();
      await expectDrawnWell(page, 'the log-in dialog', language);
      await closeDialogs(page, close);
      await page.getByRole('contentinfo').getByRole('button', { name: announcements }).click();
      await expect(page.getByRole('dialog', { name: announcements })).toBeVisible();
      await expectDrawnWell(page, 'the announcements', language);
    });
});

test('360 px: a vendor drop-down of the top navigation opens below the bar, every entry reachable', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await dismissNoticePopup(page);
  const toggle = page.getByRole('button', { name: 'Slots providers' });
  await toggle.click();
  const menu = page.locator(`#${(await toggle.getAttribute('aria-controls')) ?? ''}`.replace(/:/g, '\\:'));
  const first = menu.getByRole('link').first();
  await expect(first).toBeVisible();
  const nav = await page.getByRole('navigation', { name: 'Main navigation' }).boundingBox();
  const box = await menu.boundingBox();
  expect(box && nav ? box.y : -1).toBeGreaterThanOrEqual((nav?.y ?? 0) + (nav?.height ?? 0) - 1);
  expect(box ? box.x + box.width : 999).toBeLessThanOrEqual(360);
  await first.click();
  await expect(page).toHaveURL(/\/rng\?vassalage=/);
});
