/**
 * What the game search, the app download guide and the affiliate application cost a phone beyond the home they open from:
 * Chromium logs the demo member in on `/` (the shared start-up), then follows the header's search link
 * and searches "mahjong" (the page, its per-category calls and the game cards), or opens the drawer's
 * "Download the app" (the guide, the `memberPages` texts), or the footer's "Affiliate" (the form, the
 * `memberAffiliate` texts), and sums the JavaScript bodies (as served:
 * gzip) fetched by that, in a fresh context each (an empty cache). Exits 1 over the budget (40 KB gzip each).
 *
 *   corepack pnpm --filter @lobby/web build
 *   corepack pnpm --filter @lobby/web exec tsx scripts/also-named-js.ts [--port 4199] [--dist packages/web/dist]
 *
 * Needs Chromium at CHROME_PATH (default /usr/bin/chromium).
 */
import { measureScreens, type Screen } from './page-js';
import { asMember } from './sandbox-browser';

/** What is measured: how it is opened from the home, and what says it is ready. */
const SCREENS: readonly Screen[] = [
  {
    name: '/search',
    over: '/',
    start: asMember,
    open: async (page) => {
      await page.getByRole('banner').getByRole('link', { name: 'Search games' }).click();
      await page.getByRole('searchbox', { name: 'Game name' }).fill('mahjong');
      await page.getByRole('main').getByRole('article').first().waitFor();
    },
  },
  {
    name: '/download',
    over: '/',
    start: asMember,
    open: async (page) => {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page
        .getByRole('complementary', { name: 'Side menu' })
        .getByRole('link', { name: 'Download the app' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Download the app' }).waitFor();
    },
  },
  {
    name: '/affiliate',
    over: '/',
    start: asMember,
    open: async (page) => {
      await page.getByRole('contentinfo').getByRole('link', { name: 'Affiliate' }).click();
      await page
        .getByRole('form', { name: 'Become an affiliate' })
        .getByRole('button', { name: 'Apply' })
        .waitFor();
    },
  },
];

await measureScreens(4199, SCREENS);
