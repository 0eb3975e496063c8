import { defineConfig } from '@playwright/test';

// The built app (dist/, or E2E_DIST) in Debian's Chromium. Each worker starts its own sandbox serving
// the build on a free port (the `sandboxUrl` fixture in e2e/support.ts), so the stateful sandbox is
// never shared and spec files run in parallel: two workers on the two-core machine (E2E_WORKERS).
// Tests of one file stay in order in one worker. E2E_BASE_URL runs against a server already started.
const workers = Number(process.env.E2E_WORKERS ?? (process.env.E2E_BASE_URL ? 1 : 2));

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 45_000,
  // Start-up is three calls and two lazy chunks; the shared two-core machine is often busy.
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON ?? '../../reports/playwright.json' }],
  ],
  use: {
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
