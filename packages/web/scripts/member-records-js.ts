/**
 * What each of the member's record sections costs a phone beyond the member centre it opens from:
 * Chromium logs the demo member in, opens `/member` (the shared start-up plus the centre and its
 * default section), then follows the section's link inside the app and sums the JavaScript (scripts
 * and the lazy JSON text chunks, as served: gzip bodies) fetched by that navigation, in a fresh
 * context each (an empty cache). Exits 1 over the budget (40 KB gzip per section, the chart included).
 *
 *   corepack pnpm --filter @lobby/web build
 *   corepack pnpm --filter @lobby/web exec tsx scripts/member-records-js.ts [--port 4198] [--dist packages/web/dist]
 *
 * Needs Chromium at CHROME_PATH (default /usr/bin/chromium).
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';

/** The budget: what one record section may add, gzip, its chart included. */
export const SECTION_BUDGET_KB = 40;
/** The record sections with their link text (English). */
const SECTIONS = [
  ['personalHistoryCopy', 'Betting record'],
  ['transactionHistory', 'Account record'],
  ['personalProfit', 'Personal profit and loss'],
  ['bonusDetails', 'Bonus details'],
] as const;

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
  const port = Number(arg('port', '4198'));
  const dist = arg('dist', 'packages/web/dist');
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(
    'corepack',
    ['pnpm', '--filter', '@lobby/mocks', 'serve', '--port', String(port), '--static', dist],
    {
      cwd: root,
      stdio: 'ignore',
      detached: true,
    },
  );
  process.on('exit', () => server.pid && process.kill(-server.pid));
  await waitFor(`${origin}/__sandbox/health`, 60_000);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  let over = false;
  try {
    for (const [tab, label] of SECTIONS) {
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
      await page.goto(`${origin}/member`);
      await page.waitForLoadState('networkidle');
      const counter = countScripts(page);
      await page
        .getByRole('navigation', { name: 'Member centre sections' })
        .getByRole('link', { name: label, exact: true })
        .click();
      await page.waitForURL(`**/member/${tab}`);
      await page.getByRole('group', { name: 'Dates' }).waitFor();
      await counter.quiet();
      const kb = (await counter.bytes()) / 1024;
      over ||= kb > SECTION_BUDGET_KB;
      console.log(
        `/member/${tab}\t${kb.toFixed(1)} KB gzip added over /member${kb > SECTION_BUDGET_KB ? '\tOVER BUDGET' : ''}`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  process.exit(over ? 1 : 0);
}

await main();
