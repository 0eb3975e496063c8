import { defineConfig } from '@playwright/test';
import { chromiumLaunch, reporters } from '../playwright.base';

// The browser runner (MSW service worker) in Debian's Chromium; the spec serves its own page.
export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: reporters('../reports/sandbox-browser.json'),
  use: {
    trace: 'off',
    launchOptions: chromiumLaunch('/usr/bin/chromium'),
  },
});
