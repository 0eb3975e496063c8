/**
 * What the scripts that drive the built app in Chromium share (the `*-js.ts` measures, Lighthouse, the agent tree's
 * bench): the sandbox serving a build, Chromium, and the demo member's and agent's log-ins.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';

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
 * Logs the demo member in on the home (`/` of `origin`): the header's login popup, the slider check; resolves
 * once the popup has closed. The notice popups would cover the form: call `withoutPopups` first.
 */
export async function logInDemo(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/`);
  await submitDemoLogin(page);
}

/** Logs the demo member in through the header's login popup of the page open: the popup, the slider check. */
export async function submitDemoLogin(page: Page): Promise<void> {
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

/**
 * The demo member logged in (the notice popups taken out first) and, given `from`, on that page of `origin`: where
 * a member's screen is measured from.
 */
export async function asMember(page: Page, origin: string, from?: string): Promise<void> {
  await withoutPopups(page);
  await logInDemo(page, origin);
  if (from !== undefined) await page.goto(`${origin}${from}`);
}

/** Logs the demo agent in on `/agent` of `origin` (the slider check follows the press); resolves in the agent centre. */
export async function logInAgent(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/agent`);
  await page.getByRole('textbox', { name: 'Username' }).fill('agent');
  await page.getByLabel('Password', { exact: true }).fill('agent1234');
  await page.getByRole('button', { name: 'Log in as agent' }).click();
  await page.getByRole('slider').fill('100');
  await page.waitForURL('**/agentHome**');
}
