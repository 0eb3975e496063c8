/**
 * What each agent-centre section costs a phone beyond the agent centre it opens from: Chromium logs
 * the demo agent in on `/agent`, lands on `/agentHome` (the shared start-up, the centre and its default
 * section, the team overview; the announcements for the overview itself), then follows the section's
 * link inside the app and sums the JavaScript (scripts and lazy text chunks, as served: gzip bodies)
 * fetched by that navigation, charts included. Exits 1 over the budget (40 KB gzip per section).
 *
 *   corepack pnpm --filter @lobby/web build
 *   corepack pnpm --filter @lobby/web exec tsx scripts/agent-screens-js.ts [--port 4197] [--dist packages/web/dist]
 *
 * Needs Chromium at CHROME_PATH (default /usr/bin/chromium).
 */
import { countScripts, launchChromium, SCREEN_BUDGET_KB, startSandbox, withoutPopups } from './page-js';

/** Every agent-centre section with its link text (English). */
const SECTIONS = [
  ['agentAnnouncement', 'Announcements'],
  ['agentTeamOverview', 'Team overview'],
  ['registerCenter', 'Register downline'],
  ['downlineManagmentView', 'Downline management'],
  ['personalHistoryCopy', 'Betting record'],
  ['palStatementsAgentCopy', 'Profit and loss statements'],
  ['agentRevenueReport', 'Revenue report'],
  ['agentDownlineTransactionDetailsCopy', 'Downline transactions'],
  ['agentDividendRecordCopy2', 'Dividend records'],
  ['agentDailyWages2', 'Daily wages'],
  ['agentHourSalary', 'Hourly wages'],
  ['agentRealtimeSalary', 'Real-time wages'],
] as const;

async function main(): Promise<void> {
  const origin = await startSandbox(4197);
  const browser = await launchChromium();
  let over = false;
  try {
    for (const [tab, label] of SECTIONS) {
      // A fresh context per section: an empty cache, so what one section fetched is not counted as another's.
      const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      await withoutPopups(page);
      await page.goto(`${origin}/agent`);
      await page.getByRole('textbox', { name: 'Username' }).fill('agent');
      await page.getByLabel('Password', { exact: true }).fill('agent1234');
      await page.getByRole('button', { name: 'Log in as agent' }).click();
      await page.getByRole('slider').fill('100');
      await page.waitForURL('**/agentHome**');
      const from = tab === 'agentTeamOverview' ? 'agentAnnouncement' : 'agentTeamOverview';
      await page.goto(`${origin}/agentHome/${from}`);
      await page.waitForLoadState('networkidle');
      const counter = countScripts(page);
      await page
        .getByRole('navigation', { name: 'Agent centre sections' })
        .getByRole('link', { name: label, exact: true })
        .click();
      await page.waitForURL(`**/agentHome/${tab}`);
      await page
        .locator('main .spinner')
        .first()
        .waitFor({ state: 'detached' })
        .catch(() => undefined);
      await counter.quiet();
      const kb = (await counter.bytes()) / 1024;
      over ||= kb > SCREEN_BUDGET_KB;
      console.log(
        `/agentHome/${tab}\t${kb.toFixed(1)} KB gzip added over /agentHome/${from}${kb > SCREEN_BUDGET_KB ? '\tOVER BUDGET' : ''}`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  process.exit(over ? 1 : 0);
}

await main();
