/**
 * What each money screen costs a phone beyond the member centre it opens from: Chromium logs the
 * demo member in, opens `/member` (the shared start-up plus the centre), then follows the section's
 * link inside the app and sums the JavaScript (scripts and the lazy JSON text chunks, as served:
 * gzip bodies) fetched by that navigation. Exits 1 over the budget (40 KB gzip per screen).
 *
 *   corepack pnpm --filter @lobby/web build
 *   corepack pnpm --filter @lobby/web exec tsx scripts/money-screens-js.ts [--port 4196]
 *
 * Needs Chromium at CHROME_PATH (default /usr/bin/chromium).
 */
import type { Page } from '@playwright/test';
import { measureScreens } from './page-js';
import { submitDemoLogin } from './sandbox-browser';

const SCREENS = [
  ['transferFund', 'Transfer funds'],
  ['depositv2', 'Deposit'],
  ['withdraw', 'Withdraw'],
  ['transferUpline', 'Transfer to upline'],
] as const;

async function closePopups(page: Page): Promise<void> {
  for (let i = 0; i < 3; i += 1)
    await page
      .getByRole('dialog')
      .getByRole('button', { name: 'Close', exact: true })
      .last()
      .click({ timeout: 1500 })
      .catch(() => undefined);
}

await measureScreens(
  4196,
  SCREENS.map(([tab, label]) => ({
    name: `/member/${tab}`,
    over: '/member',
    // The notice popups are closed as a member closes them (not taken out of the notices).
    start: async (page, origin) => {
      await page.goto(`${origin}/`);
      await closePopups(page);
      await submitDemoLogin(page);
      await page.goto(`${origin}/member`);
      await closePopups(page);
    },
    open: async (page) => {
      await page
        .getByRole('navigation', { name: 'Member centre sections' })
        .getByRole('link', { name: new RegExp(`^${label}`) })
        .click();
      await page.waitForURL(`**/member/${tab}`);
      await page.locator('.money form, .money section').first().waitFor();
    },
  })),
);
