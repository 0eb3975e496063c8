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
import {
  countScripts,
  launchChromium,
  logInDemo,
  SCREEN_BUDGET_KB,
  startSandbox,
  withoutPopups,
} from './page-js';

/** The record sections with their link text (English). */
const SECTIONS = [
  ['personalHistoryCopy', 'Betting record'],
  ['transactionHistory', 'Account record'],
  ['personalProfit', 'Personal profit and loss'],
  ['bonusDetails', 'Bonus details'],
] as const;

async function main(): Promise<void> {
  const origin = await startSandbox(4198);
  const browser = await launchChromium();
  let over = false;
  try {
    for (const [tab, label] of SECTIONS) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      await withoutPopups(page);
      await logInDemo(page, origin);
      await page.goto(`${origin}/member`);
      await page.waitForLoadState('networkidle');
      const counter = countScripts(page);
      await page
        .getByRole('navigation', { name: 'Member centre sections' })
        .getByRole('link', { name: label, exact: true })
        .click();
      await page.waitForURL(`**/member/${tab}`);
      await page.getByRole('group', { name: 'Dates' }).waitFor();
      await counter.quiet();
      const kb = (await counter.bytes()) / 1024;
      over ||= kb > SCREEN_BUDGET_KB;
      console.log(
        `/member/${tab}\t${kb.toFixed(1)} KB gzip added over /member${kb > SCREEN_BUDGET_KB ? '\tOVER BUDGET' : ''}`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  process.exit(over ? 1 : 0);
}

await main();
