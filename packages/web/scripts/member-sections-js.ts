/**
 * What the member area's sections each cost a phone beyond the page they open from: Chromium (360 px)
 * logs the demo member in, opens the starting page (`/member` for the member-centre sections, `/` for
 * VIP), then follows the link inside the app (the centre's section link, or the side menu's VIP) and sums
 * the JavaScript (scripts and the lazy JSON text chunks, as served: gzip bodies) fetched by that navigation
 * until the network is quiet, in a fresh context each (an empty cache). Exits 1 over the budget (40 KB gzip
 * each).
 *
 *   corepack pnpm --filter @lobby/web build
 *   corepack pnpm --filter @lobby/web exec tsx scripts/member-sections-js.ts [--port 4199] [--dist packages/web/dist]
 *
 * Needs Chromium at CHROME_PATH (default /usr/bin/chromium).
 */
import type { Page } from '@playwright/test';
import { measureScreens, type Screen } from './page-js';
import { asMember } from './sandbox-browser';

interface Section {
  path: string;
  from: string;
  /** What the starting page does before counting (opening the side menu, and waiting for what it loads). */
  prepare?: (page: Page) => Promise<void>;
  /** Follows the app's own link to the screen. */
  open: (page: Page) => Promise<void>;
  /** Resolves once the screen shows its content. */
  ready: (page: Page) => Promise<void>;
}

const centreLink = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: 'Member centre sections' })
    .getByRole('link', { name: new RegExp(`^${name}`) })
    .click();

const SECTIONS: readonly Section[] = [
  {
    path: '/member/rewardCenter',
    from: '/member',
    open: (page) => centreLink(page, 'Reward center'),
    ready: (page) => page.getByRole('region', { name: 'Rewards' }).getByRole('listitem').first().waitFor(),
  },
  {
    path: '/member/missionLeaderboard',
    from: '/member',
    open: (page) => centreLink(page, 'Missions'),
    ready: (page) => page.getByRole('progressbar').first().waitFor(),
  },
  {
    path: '/member/messageV2',
    from: '/member',
    open: (page) => centreLink(page, 'Messages'),
    ready: (page) => page.getByRole('region', { name: 'Messages' }).waitFor(),
  },
  {
    path: '/member/referral',
    from: '/member',
    open: (page) => centreLink(page, 'Referral'),
    ready: (page) => page.getByRole('region', { name: 'Referral' }).waitFor(),
  },
  {
    path: '/member/responsibleGaming',
    from: '/member',
    open: (page) => centreLink(page, 'Responsible gaming'),
    ready: (page) => page.getByRole('region', { name: 'Responsible gaming' }).waitFor(),
  },
  {
    path: '/pointMall',
    from: '/member',
    open: (page) => centreLink(page, 'Points mall'),
    ready: (page) => page.getByTestId('points-balance').waitFor(),
  },
  {
    path: '/vip',
    from: '/',
    // A carousel fetches its swiper on its first autoplay (5 s) or when the pointer comes near: that is
    // the home's and the menu's cost, so it is let in before counting.
    prepare: async (page) => {
      const swiper = page
        .waitForEvent('requestfinished', {
          predicate: (request) => request.url().includes('banner-swiper'),
          timeout: 15_000,
        })
        .catch(() => undefined);
      await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
      // The pointer's approach wakes the menu's carousel too (the click on VIP would).
      await page.locator('#side-menu').hover();
      await swiper;
    },
    open: (page) =>
      page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'VIP' }).click(),
    ready: (page) => page.getByRole('table', { name: 'VIP levels and bonuses' }).waitFor(),
  },
];

/** A section as measured: from its starting page (prepared and quiet), through the app's link, until it shows its content. */
const screen = (section: Section): Screen => ({
  name: section.path,
  over: section.from,
  start: async (page, origin) => {
    await asMember(page, origin, section.from);
    if (section.prepare) {
      await page.waitForLoadState('networkidle');
      await section.prepare(page);
    }
  },
  open: async (page) => {
    await section.open(page);
    await page.waitForURL(`**${section.path}`);
    await section.ready(page);
  },
});

await measureScreens(4199, SECTIONS.map(screen), {
  // The sandbox's seed for each screen: a claim or a login of an earlier one changes nothing here.
  before: async (origin) => {
    await fetch(`${origin}/__sandbox/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
  },
  skipRequested: true,
});
