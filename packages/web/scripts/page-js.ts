/**
 * What the scripts that measure a screen's JavaScript in Chromium share (`*-js.ts` beside this file):
 * the sandbox serving a build, Chromium, and the count of the JavaScript bodies a navigation fetches.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page, type Request } from '@playwright/test';

/** The issues' budget: what one screen, section or route may add, gzip, charts and texts included. */
export const SCREEN_BUDGET_KB = 40;

/** A command-line option's value (`--name value`), or the fallback. */
export const arg = (name: string, fallback: string): string => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? (process.argv[at + 1] ?? fallback) : fallback;
};

/** The repository's root: the sandbox runs there, so `--dist` is relative to it. */
export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (
      await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Serves the build (`--dist`, default packages/web/dist) with the sandbox on `--port` (default
 * `defaultPort`), stopped when the script exits; resolves to its origin once it answers.
 */
export async function startSandbox(defaultPort: number): Promise<string> {
  const root = repoRoot;
  const port = Number(arg('port', String(defaultPort)));
  const dist = arg('dist', 'packages/web/dist');
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(
    'corepack',
    ['pnpm', '--filter', '@lobby/mocks', 'serve', '--port', String(port), '--static', dist],
    { cwd: root, stdio: 'ignore', detached: true },
  );
  process.on('exit', () => server.pid && process.kill(-server.pid));
  await waitFor(`${origin}/__sandbox/health`, 60_000);
  return origin;
}

/** Debian's Chromium (or CHROME_PATH). */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });

/**
 * Counts the JavaScript bodies (as sent: gzip) the page receives from now on, and waits for a quiet
 * network. `known`: paths the page asked for before counting began (a chunk already on its way is not
 * the screen's). `LIST_CHUNKS=1` prints each chunk counted.
 */
export function countScripts(page: Page, known: ReadonlySet<string> = new Set()) {
  const sizes: Promise<number>[] = [];
  const paths: string[] = [];
  let inFlight = 0;
  let lastChange = Date.now();
  const settle = () => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const finished = (request: Request) => {
    settle();
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.js') && !known.has(path)) {
      paths.push(path);
      sizes.push(
        request.sizes().then((s) => {
          if (process.env.LIST_CHUNKS) console.log(`  ${path}\t${(s.responseBodySize / 1024).toFixed(1)} KB`);
          return s.responseBodySize;
        }),
      );
    }
  };
  page.on('request', started);
  page.on('requestfailed', settle);
  page.on('requestfinished', finished);
  return {
    /** Stops counting (a page measured again gets a counter of its own). */
    stop: () => {
      page.off('request', started);
      page.off('requestfailed', settle);
      page.off('requestfinished', finished);
    },
    /** Resolves once nothing was in flight for 700 ms (the load state "networkidle" of a page already loaded resolves at once). */
    quiet: async () => {
      while (inFlight > 0 || Date.now() - lastChange < 700)
        await new Promise((resolve) => setTimeout(resolve, 100));
    },
    bytes: async () => (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0),
    /** The paths of the scripts counted, in the order they arrived. */
    paths: (): readonly string[] => [...paths],
  };
}

/**
 * Logs the demo member in on the home (`/` of `origin`): the header's login popup, the slider check; resolves
 * once the popup has closed. The notice popups would cover the form: call `withoutPopups` first.
 */
export async function logInDemo(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill('demo');
  await dialog.getByLabel('Password', { exact: true }).fill('demo1234');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByRole('slider').fill('100');
  await dialog.waitFor({ state: 'hidden' });
}

/** The public notice popups would cover the login form: taken out of the notices answer, as the journeys do. */
export async function withoutPopups(page: Page): Promise<void> {
  await page.route('**/wps/relay/MCSFE_notices**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { value?: { popup?: unknown[] } };
    if (body.value) body.value.popup = [];
    await route.fulfill({ response, json: body });
  });
}
