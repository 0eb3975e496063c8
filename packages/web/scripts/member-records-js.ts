/**
 * What each of the member's record sections costs a phone beyond the member centre it opens from:
 * Chromium logs the demo member in, opens `/member` (the shared start-up plus the centre and its
 * default section), then follows the section's link inside the app and sums the JavaScript (scripts
 * and the lazy JSON text chunks, as served: gzip bodies) fetched by that navigation, in a fresh
 * context each (an empty cache). Exits 1 over the budget (40 KB gzip per section, the chart included).
 *
 *   corepack pnpm --filter @lobby/web build
 *   corepack pnpm --filter @lobby/web exec tsx scripts/member-records-js.ts [--port 4198] [--dist packages/web/dist]
 *
 * Needs Chromium at CHROME_PATH (default /usr/bin/chromium).
 */
import { measureScreens } from './page-js';
import { asMember } from './sandbox-browser';

/** The record sections with their link text (English). */
const SECTIONS = [
  ['personalHistoryCopy', 'Betting record'],
  ['transactionHistory', 'Account record'],
  ['personalProfit', 'Personal profit and loss'],
  ['bonusDetails', 'Bonus details'],
] as const;

await measureScreens(
  4198,
  SECTIONS.map(([tab, label]) => ({
    name: `/member/${tab}`,
    over: '/member',
    start: (page, origin) => asMember(page, origin, '/member'),
    open: async (page) => {
      await page
        .getByRole('navigation', { name: 'Member centre sections' })
        .getByRole('link', { name: label, exact: true })
        .click();
      await page.waitForURL(`**/member/${tab}`);
      await page.getByRole('group', { name: 'Dates' }).waitFor();
    },
  })),
);
