/**
 * What a phone downloads to open a route: Chromium at 360 px loads each route of the build
 * served by the sandbox, with an empty cache, and sums the JavaScript bodies transferred (as served: the
 * build's brotli twins, gzip for a file without one) until the network is quiet once the app's script has arrived. A visitor opens the
 * public routes; the demo member (logged in with the notice popups taken out, as they would cover the form) reloads
 * the home, the member centre and My favourites, the demo agent the agent centre. The home is measured as a first
 * visit gets it: with the notice popups the brand shows, counted until the popup is open and the network quiet again.
 * Exits 1 when the visitor's home is over HOME_BUDGET_KB, the member's over MEMBER_HOME_BUDGET_KB, or another route
 * over the visitor's home plus ROUTE_EXTRA_KB.
 *
 *   corepack pnpm --filter @lobby/web build
 *   corepack pnpm --filter @lobby/web exec tsx scripts/route-js.ts [--port 4194] [--dist packages/web/dist] [--json out.json] [--only home] [--popups off]
 *
 * `--json` writes a vitest-shaped report (one check per route) that `scripts/summary.mjs` counts;
 * `--only home` measures the visitor's and the member's home alone; `--popups off` takes the notice popups out
 * everywhere (the figure without them, for comparison). `LIST_CHUNKS=1` prints each script counted.
 * Needs Chromium at CHROME_PATH (default /usr/bin/chromium).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { countScripts, PHONE } from './page-js';
import {
  arg,
  asMember,
  launchChromium,
  logInAgent,
  repoRoot,
  startSandbox,
  withoutPopups,
} from './sandbox-browser';

/** The target for the home a visitor opens on a phone, as transferred (see BENCHMARKS.md). */
export const HOME_TARGET_KB = 150;
/**
 * The visitor's home as a first visit gets it (its notice popups shown), as transferred: the target itself. Its
 * files are the build's and the same from run to run (the figure repeats to 0.1 KB, quiet or beside the journeys),
 * so a budget above the target would only let it drift over.
 */
export const HOME_BUDGET_KB = HOME_TARGET_KB;
/**
 * The member's home with its popups, as transferred: the visitor's home plus the member's start-up (header panel,
 * balance, session host, socket listener, the reality check's clock, favourites, the descriptors of the member's
 * calls), about 14.5 KB, the plain build's figure with 1 KB for the run-to-run spread. Over the target: see
 * BENCHMARKS.md.
 */
export const MEMBER_HOME_BUDGET_KB = 166;
/** What any other route may add over the home. */
export const ROUTE_EXTRA_KB = 40;

type Who = 'visitor' | 'member' | 'agent';
interface Row {
  readonly route: string;
  readonly who: Who;
  /** As transferred (the server's encoding). */
  readonly kb: number;
  /** The same files gzipped at level 9 from the build: the figure comparable with hosts that serve gzip only. */
  readonly gzipKb: number;
}

const VISITOR_ROUTES = ['/', '/rng', '/live', '/sports', '/promotions', '/vip', '/search', '/help', '/agent'];
const MEMBER_ROUTES = ['/', '/member', '/favorite'];

/** The app's own script, named by the built index.html (see vite.config.ts): its arrival starts the count's end. */
function appScript(dist: string): string {
  const html = readFileSync(resolve(repoRoot, dist, 'index.html'), 'utf8');
  const app = /<meta name="lobby-app" content="([^"]+)">/.exec(html)?.[1];
  if (!app) throw new Error(`no lobby-app meta tag in ${dist}/index.html`);
  return app;
}

/**
 * Opens `route` with an empty HTTP cache in `page` and sums the JavaScript it fetches until quiet; with `popup`,
 * until the notice popup is open and the network quiet again (the popup opens once the browser is idle).
 */
async function measure(
  page: Page,
  origin: string,
  route: string,
  app: string,
  popup = false,
): Promise<Pick<Row, 'kb' | 'gzipKb'>> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.clearBrowserCache');
  await session.detach();
  const counter = countScripts(page);
  const arrived = page.waitForEvent('requestfinished', {
    predicate: (request) => new URL(request.url()).pathname === app,
    timeout: 60_000,
  });
  await page.goto(`${origin}${route}`);
  await arrived;
  await counter.quiet();
  if (popup) {
    await page.getByRole('dialog').first().waitFor({ timeout: 30_000 });
    await counter.quiet();
  }
  counter.stop();
  const dist = resolve(repoRoot, arg('dist', 'packages/web/dist'));
  const gzip = counter
    .paths()
    .reduce((sum, path) => sum + gzipSync(readFileSync(join(dist, path)), { level: 9 }).length, 0);
  return { kb: (await counter.bytes()) / 1024, gzipKb: gzip / 1024 };
}

function verdicts(rows: readonly Row[]): { title: string; ok: boolean }[] {
  const home = rows.find((row) => row.route === '/' && row.who === 'visitor')?.kb ?? Infinity;
  return rows.map((row) => {
    const limit =
      row.route !== '/' || row.who === 'agent'
        ? home + ROUTE_EXTRA_KB
        : row.who === 'member'
          ? MEMBER_HOME_BUDGET_KB
          : HOME_BUDGET_KB;
    return {
      title: `${row.route} (${row.who}) ${row.kb.toFixed(1)} KB transferred <= ${limit.toFixed(1)} KB`,
      ok: row.kb <= limit,
    };
  });
}

/**
 * Measures each route in a context of its own: the visitor's routes, the member's (the home alone when `homeOnly`) and
 * the agent's; `popups` false takes the notice popups out everywhere.
 */
async function measureRoutes(
  browser: Browser,
  origin: string,
  app: string,
  { homeOnly, popups }: { homeOnly: boolean; popups: boolean },
): Promise<Row[]> {
  const rows: Row[] = [];
  const inContext = async (measureIn: (page: Page) => Promise<void>) => {
    const context = await browser.newContext({ viewport: PHONE });
    await measureIn(await context.newPage());
    await context.close();
  };
  for (const route of homeOnly ? ['/'] : VISITOR_ROUTES)
    await inContext(async (page) => {
      if (!popups) await withoutPopups(page);
      rows.push({
        route,
        who: 'visitor',
        ...(await measure(page, origin, route, app, popups && route === '/')),
      });
    });
  await inContext(async (page) => {
    await asMember(page, origin);
    // Logged in, the member's popups come back: the home is measured as the member's first visit shows it. A notices
    // answer the log-in left in flight is let finish first: unrouted under it, its handler's fulfil would throw.
    if (popups) await page.unrouteAll({ behavior: 'wait' });
    for (const route of homeOnly ? ['/'] : MEMBER_ROUTES)
      rows.push({
        route,
        who: 'member',
        ...(await measure(page, origin, route, app, popups && route === '/')),
      });
  });
  if (homeOnly) return rows;
  await inContext(async (page) => {
    await withoutPopups(page);
    await logInAgent(page, origin);
    rows.push({ route: '/agentHome', who: 'agent', ...(await measure(page, origin, '/agentHome', app)) });
  });
  return rows;
}

/** Prints a line a route ("OVER BUDGET" past its limit) and the budgets. */
function print(rows: readonly Row[], checks: readonly { ok: boolean }[]): void {
  for (const [at, row] of rows.entries())
    console.log(
      `${row.route.padEnd(12)} ${row.who.padEnd(8)} ${row.kb.toFixed(1).padStart(6)} KB transferred ${row.gzipKb.toFixed(1).padStart(6)} KB gzip -9${checks[at]?.ok ? '' : '\tOVER BUDGET'}`,
    );
  console.log(
    `home budget ${HOME_BUDGET_KB} KB visitor, ${MEMBER_HOME_BUDGET_KB} KB member (target ${HOME_TARGET_KB} KB), other routes the visitor's home + ${ROUTE_EXTRA_KB} KB`,
  );
}

/** The vitest-shaped report that `scripts/summary.mjs` counts: one check per route. */
function report(rows: readonly Row[], checks: readonly { title: string; ok: boolean }[]) {
  const failed = checks.filter((check) => !check.ok).length;
  return {
    numPassedTests: checks.length - failed,
    numFailedTests: failed,
    numPendingTests: 0,
    success: failed === 0,
    testResults: [
      {
        name: 'JavaScript a phone downloads per route',
        status: failed ? 'failed' : 'passed',
        assertionResults: checks.map((check) => ({
          title: check.title,
          status: check.ok ? 'passed' : 'failed',
        })),
      },
    ],
    homeBudgetKb: HOME_BUDGET_KB,
    memberHomeBudgetKb: MEMBER_HOME_BUDGET_KB,
    routeExtraKb: ROUTE_EXTRA_KB,
    routes: rows,
  };
}

async function main(): Promise<void> {
  const app = appScript(arg('dist', 'packages/web/dist'));
  const origin = await startSandbox(4194);
  const browser = await launchChromium();
  let rows: Row[];
  try {
    rows = await measureRoutes(browser, origin, app, {
      homeOnly: arg('only', '') === 'home',
      popups: arg('popups', 'on') !== 'off',
    });
  } finally {
    await browser.close();
  }
  const checks = verdicts(rows);
  print(rows, checks);
  const json = arg('json', '');
  if (json) writeFileSync(json, JSON.stringify(report(rows, checks), null, 2));
  process.exit(checks.some((check) => !check.ok) ? 1 : 0);
}

await main();
