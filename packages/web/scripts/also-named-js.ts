/**
 * What the game search and the app download guide cost a phone beyond the home they open from:
 * Chromium logs the demo member in on `/` (the shared start-up), then follows the header's search link
 * and searches "mahjong" (the page, its per-category calls and the game cards), or opens the drawer's
 * "Download the app" (the guide, the `memberPages` texts), and sums the JavaScript bodies (as served:
 * gzip) fetched by that, in a fresh context each (an empty cache). Exits 1 over the budget (40 KB gzip each).
 *
 *   corepack pnpm --filter @lobby/web build
 *   corepack pnpm --filter @lobby/web exec tsx scripts/also-named-js.ts [--port 4199] [--dist packages/web/dist]
 *
 * Needs Chromium at CHROME_PATH (default /usr/bin/chromium).
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';

/** The budget: what one route or popup may add, gzip. */
export const BUDGET_KB = 40;

/** What is measured: how it is opened from the home, and what says it is ready. */
const SCREENS: readonly { name: string; open: (page: Page) => Promise<void> }[] = [
  {
    name: '/search',
    open: async (page) => {
      await page.getByRole('banner').getByRole('link', { name: 'Search games' }).click();
      await page.getByRole('searchbox', { name: 'Game name' }).fill('mahjong');
      await page.getByRole('main').getByRole('article').first().waitFor();
    },
  },
  {
    name: '/download',
    open: async (page) => {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page
        .getByRole('complementary', { name: 'Side menu' })
        .getByRole('link', { name: 'Download the app' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Download the app' }).waitFor();
    },
  },
];

const arg = (name: string, fallback: string): string => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? (process.argv[at + 1] ?? fallback) : fallback;
};

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Counts the JavaScript bodies (as sent: gzip) the page receives from now on, and waits for a quiet network. */
function countScripts(page: Page) {
  const sizes: Promise<number>[] = [];
  let inFlight = 0;
  let lastChange = Date.now();
  const settle = () => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on('request', () => {
    inFlight += 1;
    lastChange = Date.now();
  });
  page.on('requestfailed', settle);
  page.on('requestfinished', (request) => {
    settle();
    if (new URL(request.url()).pathname.endsWith('.js'))
      sizes.push(request.sizes().then((s) => s.responseBodySize));
  });
  return {
    /** Resolves once nothing was in flight for 700 ms. */
    quiet: async () => {
      while (inFlight > 0 || Date.now() - lastChange < 700)
        await new Promise((resolve) => setTimeout(resolve, 100));
    },
    bytes: async () => (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0),
  };
}

async function withoutPopups(page: Page): Promise<void> {
  await page.route('**/wps/relay/MCSFE_notices**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { value?: { popup?: unknown[] } };
    if (body.value) body.value.popup = [];
    await route.fulfill({ response, json: body });
  });
}

async function main(): Promise<void> {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
  const port = Number(arg('port', '4199'));
  const dist = arg('dist', 'packages/web/dist');
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(
    'corepack',
    ['pnpm', '--filter', '@lobby/mocks', 'serve', '--port', String(port), '--static', dist],
    { cwd: root, stdio: 'ignore', detached: true },
  );
  process.on('exit', () => server.pid && process.kill(-server.pid));
  await waitFor(`${origin}/__sandbox/health`, 60_000);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  let over = false;
  try {
    for (const screen of SCREENS) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      await withoutPopups(page);
      await page.goto(`${origin}/`);
      await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
      const dialog = page.getByRole('dialog', { name: 'Log in' });
      await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill('demo');
      await dialog.getByLabel('Password', { exact: true }).fill('demo1234');
      await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
      await page.getByRole('slider').fill('100');
      await dialog.waitFor({ state: 'hidden' });
      await page.waitForLoadState('networkidle');
      const counter = countScripts(page);
      await screen.open(page);
      await counter.quiet();
      const kb = (await counter.bytes()) / 1024;
      over ||= kb > BUDGET_KB;
      console.log(
        `${screen.name}\t${kb.toFixed(1)} KB gzip added over /${kb > BUDGET_KB ? '\tOVER BUDGET' : ''}`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  process.exit(over ? 1 : 0);
}

await main();
