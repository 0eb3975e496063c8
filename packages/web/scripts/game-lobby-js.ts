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
import { measureScreens, type Screen } from './page-js';
import { asMember } from './sandbox-browser';

/** What is measured: how it is opened from the home, and what says it is ready. */
const SCREENS: readonly Screen[] = [
  {
    name: '/pvp (rooms)',
    over: '/',
    start: asMember,
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
    over: '/',
    start: asMember,
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

await measureScreens(4198, SCREENS);
