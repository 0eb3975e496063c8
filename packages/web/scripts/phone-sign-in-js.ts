/**
 * What phone sign-in through the brand's provider costs a phone beyond the login popup: with firebase
 * SMS on, Chromium opens the login popup's SMS tab on `/` as a visitor, types the demo number, and sums
 * the JavaScript bodies (as served: gzip) the first "Send code" fetches - the PhoneAuth adapter's chunk
 * - in a fresh context each: the sandbox's stand-in as the sandbox configures it, and the Firebase SDK
 * with the configuration's `phoneAuth` rewritten to a Firebase app (no network to Google here: its
 * code is what is counted, its calls fail). Exits 1 over the budget (40 KB gzip each).
 *
 *   corepack pnpm --filter @lobby/web build
 *   corepack pnpm --filter @lobby/web exec tsx scripts/phone-sign-in-js.ts [--port 4198] [--dist packages/web/dist]
 *
 * Needs Chromium at CHROME_PATH (default /usr/bin/chromium).
 */
import type { Page } from '@playwright/test';
import { measureScreens } from './page-js';
import { withoutPopups } from './sandbox-browser';

const FIREBASE_APP = {
  provider: 'firebase',
  apiKey: 'bench-key',
  authDomain: 'bench.firebaseapp.com',
  projectId: 'bench',
  appId: '1:1:web:1',
};

/** The providers measured, and how the configuration is made to name each. */
const PROVIDERS: readonly { name: string; configure: (page: Page) => Promise<void> }[] = [
  { name: 'sandbox provider', configure: async () => undefined },
  {
    name: 'Firebase JS SDK',
    configure: async (page) => {
      await page.route('**/wps/system/status**', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { value?: { info?: Record<string, unknown> } };
        if (body.value?.info) body.value.info.phoneAuth = FIREBASE_APP;
        await route.fulfill({ response, json: body });
      });
    },
  },
];

const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Log in' });

await measureScreens(
  4198,
  PROVIDERS.map((provider) => ({
    name: provider.name,
    over: "the login popup's SMS tab",
    start: async (page, origin) => {
      await withoutPopups(page);
      await provider.configure(page);
      await page.goto(`${origin}/`);
      await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
      await loginDialog(page).getByRole('tab', { name: 'SMS code' }).click();
      await loginDialog(page).getByRole('textbox', { name: 'Mobile number' }).fill('912345678');
    },
    open: (page) => loginDialog(page).getByRole('button', { name: 'Send code' }).click(),
  })),
  {
    before: async (origin) => {
      await fetch(`${origin}/__sandbox/reset`, { method: 'POST' });
      await fetch(`${origin}/__sandbox/firebase-sms`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ enabled: true }),
      });
    },
  },
);
