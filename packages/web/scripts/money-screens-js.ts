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
import { countScripts, launchChromium, SCREEN_BUDGET_KB, startSandbox } from './page-js';

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

async function main(): Promise<void> {
  const origin = await startSandbox(4196);
  const browser = await launchChromium();
  let over = false;
  try {
    for (const [tab, label] of SCREENS) {
      const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
      await page.goto(`${origin}/`);
      await closePopups(page);
      await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
      const dialog = page.getByRole('dialog', { name: 'Log in' });
      await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill('demo');
      await dialog.getByLabel('Password', { exact: true }).fill('demo1234');
      await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
      await page.getByRole('slider').fill('100');
      await dialog.waitFor({ state: 'hidden' });
      await page.goto(`${origin}/member`);
      await closePopups(page);
      await page.waitForLoadState('networkidle');
      const counter = countScripts(page);
      await page
        .getByRole('navigation', { name: 'Member centre sections' })
        .getByRole('link', { name: new RegExp(`^${label}`) })
        .click();
      await page.waitForURL(`**/member/${tab}`);
      await page.locator('.money form, .money section').first().waitFor();
      await counter.quiet();
      const added = await counter.bytes();
      const kb = added / 1024;
      over ||= kb > SCREEN_BUDGET_KB;
      console.log(
        `/member/${tab}\t${kb.toFixed(1)} KB gzip added over /member${kb > SCREEN_BUDGET_KB ? '\tOVER BUDGET' : ''}`,
      );
      await page.close();
    }
  } finally {
    await browser.close();
  }
  process.exit(over ? 1 : 0);
}

await main();
