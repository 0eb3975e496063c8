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
import { measureScreens, type Screen } from './page-js';
import { logInAgent, withoutPopups } from './sandbox-browser';

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

/** The section measured from the team overview (the overview itself from the announcements), through its link. */
function screen([tab, label]: (typeof SECTIONS)[number]): Screen {
  const from = tab === 'agentTeamOverview' ? 'agentAnnouncement' : 'agentTeamOverview';
  return {
    name: `/agentHome/${tab}`,
    over: `/agentHome/${from}`,
    start: async (page, origin) => {
      await withoutPopups(page);
      await logInAgent(page, origin);
      await page.goto(`${origin}/agentHome/${from}`);
    },
    open: async (page) => {
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
    },
  };
}

// A fresh context per section: an empty cache, so what one section fetched is not counted as another's.
await measureScreens(4197, SECTIONS.map(screen));
