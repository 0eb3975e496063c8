import { defineConfig } from '@playwright/test';
import { chromiumLaunch, reporters } from '../../playwright.base';

// The built app (dist/, or E2E_DIST) in Debian's Chromium headless shell (the package chromium-headless-shell,
// the build of Chromium Playwright itself runs headless tests in): a page load there costs about half the CPU of
// the full browser in headless mode (1.7-1.9 s against 3.2-3.9 s for a fresh home), and the journeys are
// CPU-bound on the two cores. CHROMIUM_PATH=/usr/bin/chromium runs them in the full browser.
// Each worker starts its own sandbox serving the build on a free port (the `sandboxUrl` fixture in
// e2e/support.ts), so the stateful sandbox is never shared and spec files run in parallel: two workers on the
// two-core machine (E2E_WORKERS). Tests of one file stay in order in one worker. E2E_BASE_URL runs against a
// server already started.
const workers = Number(process.env.E2E_WORKERS ?? (process.env.E2E_BASE_URL ? 1 : 2));

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 45_000,
  // Start-up is three calls and two lazy chunks; the shared two-core machine is often busy.
  expect: {
    timeout: 15_000,
    // The visual snapshots (snapshots.spec.ts): a hundred pixels may differ (text antialiasing); a hundredth of
    // the screen let a badge moved across the page pass (0.4% of a phone's screen).
    toHaveScreenshot: { maxDiffPixels: 100 },
  },
  // One folder of reviewed pictures, named by screen, width and language (CONTRIBUTING: visual snapshots).
  snapshotPathTemplate: 'e2e/__snapshots__/{arg}{ext}',
  reporter: reporters('../../reports/playwright.json'),
  use: {
    trace: 'off',
    // The visitor who asked for less motion (the app honours prefers-reduced-motion): the notice marquee and the
    // winners' lists stand still. Moving, they kept Chromium drawing frames in software while a journey waited:
    // 0.6 of a core for a page left open on the home (6.1 s of CPU in 10 s, 0.2 s without the motion).
    // home-browse.spec.ts keeps the motion, as most visitors see the home. E2E_MOTION=1 keeps it everywhere.
    reducedMotion: process.env.E2E_MOTION ? 'no-preference' : 'reduce',
    launchOptions: chromiumLaunch('/usr/bin/chromium-headless-shell'),
  },
});
