/**
 * What the game search, the app download guide and the affiliate application cost a phone beyond the home they open from:
 * Chromium logs the demo member in on `/` (the shared start-up), then follows the header's search link
 * and searches "mahjong" (the page, its per-category calls and the game cards), or opens the drawer's
 * "Download the app" (the guide, the `memberPages` texts), or the footer's "Affiliate" (the form, the
 * `memberAffiliate` texts), and sums the JavaScript bodies (as served:
 * gzip) fetched by that, in a fresh context each (an empty cache). Exits 1 over the budget (40 KB gzip each).
 *
 *   corepack pnpm --filter @lobby/web build
 *   corepack pnpm --filter @lobby/web exec tsx scripts/also-named-js.ts [--port 4199] [--dist packages/web/dist]
 *
 * Needs Chromium at CHROME_PATH (default /usr/bin/chromium).
 */
import type { Page } from '@playwright/test';
import {
  countScripts,
  launchChromium,
  logInDemo,
  SCREEN_BUDGET_KB,
  startSandbox,
  withoutPopups,
} from './page-js';

/** What is measured: how it is opened from the home, and what says it is ready. */
const SCREENS: readonly { name: string; open: (page: Page) => Promise<void> }[] = [
  {
    name: '/search',
    open: async (page) => {
      await page.getByRole('banner').getByRole('link', { name: 'Search games' }).click();
      await page.getByRole('searchbox', { name: 'Game name' }).fill('mahjong');
      await page.getByRole('main').getByRole('article').first().waitFor();
    },
  },
  {
    name: '/download',
    open: async (page) => {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page
        .getByRole('complementary', { name: 'Side menu' })
        .getByRole('link', { name: 'Download the app' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Download the app' }).waitFor();
    },
  },
  {
    name: '/affiliate',
    open: async (page) => {
      await page.getByRole('contentinfo').getByRole('link', { name: 'Affiliate' }).click();
      await page
        .getByRole('form', { name: 'Become an affiliate' })
        .getByRole('button', { name: 'Apply' })
        .waitFor();
    },
  },
];

async function main(): Promise<void> {
  const origin = await startSandbox(4199);
  const browser = await launchChromium();
  let over = false;
  try {
    for (const screen of SCREENS) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      await withoutPopups(page);
      await logInDemo(page, origin);
      await page.waitForLoadState('networkidle');
      const counter = countScripts(page);
      await screen.open(page);
      await counter.quiet();
      const kb = (await counter.bytes()) / 1024;
      over ||= kb > SCREEN_BUDGET_KB;
      console.log(
        `${screen.name}\t${kb.toFixed(1)} KB gzip added over /${kb > SCREEN_BUDGET_KB ? '\tOVER BUDGET' : ''}`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  process.exit(over ? 1 : 0);
}

await main();
