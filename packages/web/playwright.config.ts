import { defineConfig } from '@playwright/test';

// Not 4190: it is on the Fetch standard's bad-port list, so Node's fetch (the SDK in a journey) refuses it.
const port = Number(process.env.E2E_PORT ?? 4180);
const baseURL = `http://127.0.0.1:${port}`;

// The built app (dist/) served by the sandbox backend on one address, in Debian's Chromium.
// One worker: the sandbox is stateful (system status, SMS codes) and the machine has two cores.
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 45_000,
  // Start-up is three calls and two lazy chunks; the shared two-core machine is often busy.
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON ?? '../../reports/playwright.json' }]],
  use: {
    baseURL,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    // E2E_DIST: another build (a second worktree or helper building beside this one).
    command: `corepack pnpm --filter @lobby/mocks serve --port ${port} --static ${process.env.E2E_DIST ?? 'packages/web/dist'}`,
    cwd: '../..',
    url: `${baseURL}/__sandbox/health`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
