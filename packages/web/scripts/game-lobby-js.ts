/**
 * What the game lobby's extras cost a phone beyond the home they open from: Chromium logs the demo member in
 * on `/` (the shared start-up), then follows the top navigation's "Card games" to /pvp until the first PvP
 * room is there (the list page, select types, rooms, the `gameLobby` texts), or presses Play on the home's
 * Evolution card until its popup game list shows games (the popup's chunk), in a fresh context each (an empty
 * cache), and sums the JavaScript bodies fetched by that (as served: gzip). Exits 1 over the budget (40 KB each).
 *
 *   corepack pnpm --filter @lobby/web build
 *   corepack pnpm --filter @lobby/web exec tsx scripts/game-lobby-js.ts [--port 4198] [--dist packages/web/dist]
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
    name: '/pvp (rooms)',
    open: async (page) => {
      await page.getByRole('banner').getByRole('link', { name: 'Card games', exact: true }).click();
      await page
        .getByRole('list', { name: /^Rooms · / })
        .getByRole('listitem')
        .first()
        .waitFor();
    },
  },
  {
    name: 'vendor popup game list',
    open: async (page) => {
      await page.getByRole('region', { name: 'Live casino' }).scrollIntoViewIfNeeded();
      await page
        .getByRole('list', { name: 'Live casino' })
        .getByRole('button', { name: 'Play Evolution' })
        .click();
      await page.getByRole('dialog', { name: 'Evolution' }).getByRole('article').first().waitFor();
    },
  },
];

async function main(): Promise<void> {
  const origin = await startSandbox(4198);
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
