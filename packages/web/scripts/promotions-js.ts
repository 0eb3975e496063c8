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
import { measureScreens, type Screen } from './page-js';
import { asMember } from './sandbox-browser';

/** What is measured: how it is opened from the home, and what says it is ready. */
const SCREENS: readonly Screen[] = [
  {
    name: '/promotions',
    over: '/',
    start: asMember,
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
    over: '/',
    start: asMember,
    open: async (page) => {
      await page.getByRole('contentinfo').getByRole('button', { name: 'Feedback', exact: true }).click();
      await page.getByRole('dialog', { name: 'Feedback' }).getByLabel('Images (optional)').waitFor();
    },
  },
];

await measureScreens(4199, SCREENS);
