/**
 * What the promotions page and the feedback popup cost a phone beyond the home they open from:
 * Chromium logs the demo member in on `/` (the shared start-up), then follows the main navigation's
 * "Promotions" link (the page, its apply form, raffle claim and My applications, and the
 * `memberPromotions` texts) or the footer's "Feedback" button (the popup, its form and image picker),
 * and sums the JavaScript bodies (as served: gzip) fetched by that, in a fresh context each (an empty
 * cache). Exits 1 over the budget (40 KB gzip each).
 *
 *   corepack pnpm --filter @lobby/web build
 *   corepack pnpm --filter @lobby/web exec tsx scripts/promotions-js.ts [--port 4199] [--dist packages/web/dist]
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
    name: '/promotions',
    open: async (page) => {
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Promotions', exact: true })
        .click();
      await page.getByRole('heading', { name: 'My applications' }).waitFor();
      // Counted with the page: what a member who applies fetches.
      await page.getByRole('button', { name: 'Apply', exact: true }).first().click();
      await page.getByRole('textbox', { name: 'Comment (optional)' }).waitFor();
    },
  },
  {
    name: 'feedback popup',
    open: async (page) => {
      await page.getByRole('contentinfo').getByRole('button', { name: 'Feedback', exact: true }).click();
      await page.getByRole('dialog', { name: 'Feedback' }).getByLabel('Images (optional)').waitFor();
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
