import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { createSdk, memoryTokenStore } from '@lobby/sdk';
import { startWorkerSandbox } from './worker-sandbox';

export { expect };

/**
 * Whether this worker's current journey has the popups taken out of its sandbox's notices (the `skipPopups`
 * option): no notice popup can open on any of its pages, so dismissNoticePopup has nothing to wait for.
 */
let popupsHidden = false;

/** Whether the journey running on this worker has no notice popups, on any of its pages (see `skipPopups`). */
export const popupsSkipped = (): boolean => popupsHidden;

/**
 * Closes the public notice popup if the brand shows one (once per session), as a visitor would. Where the
 * journey has its sandbox's popups taken out (`skipPopups`), none can open on any page: returning at once saves
 * the 3 s the click would wait for a popup that never comes (about a tenth of the journeys' time).
 */
export async function dismissNoticePopup(page: Page): Promise<void> {
  if (popupsSkipped()) return;
  await page
    .getByRole('dialog')
    .getByRole('button', { name: 'Close', exact: true })
    .last()
    .click({ timeout: 3_000 })
    .catch(() => undefined);
}

/**
 * Takes the public notice popups out of the notices answer for every page of `context`, a context the journey
 * opens itself (the `page` fixture's sandbox switch holds for the journey's own page; a second browser's log-in
 * would be covered by them).
 */
export async function withoutNoticePopups(context: BrowserContext): Promise<void> {
  await context.route('**/wps/relay/MCSFE_notices**', async (route) => {
    try {
      const response = await route.fetch();
      const body = (await response.json()) as { value?: { popup?: unknown[] } };
      if (body.value) body.value.popup = [];
      await route.fulfill({ response, json: body });
    } catch {
      // The context closed while the answer was in flight: nothing waits for it.
      await route.abort().catch(() => undefined);
    }
  });
}

/** The screens a person meets the site on: a phone, a tablet (the centres' sections in a row), a desktop (a column). */
export const screens = [
  { width: 360, height: 800 },
  { width: 800, height: 1000 },
  { width: 1366, height: 900 },
];

/**
 * Has the tab choose `language` before the site loads: the deployment's configuration offers it beside English (the
 * sandbox brand's own list has no Arabic), and the tab's saved choice is it.
 */
export async function chooseLanguage(page: Page, language: string): Promise<void> {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, languages: ['EN', language] } });
  });
  await page.addInitScript((lang) => window.localStorage.setItem('lang', lang), language);
}

/** Keeps or takes the popups in the worker's sandbox's notices (`PUT /__sandbox/popups`). */
async function showPopups(request: APIRequestContext, shown: boolean): Promise<void> {
  const response = await request.put('/__sandbox/popups', { data: { shown } });
  expect(response.ok()).toBe(true);
}

/** This worker's sandbox (each worker is a process of its own), for `signIn`'s call outside any page. */
let workerSandboxUrl: string | null = null;

/**
 * The journeys' `test`. Each Playwright worker has a sandbox of its own (the sandbox is stateful:
 * balances, SMS codes, its clock), serving the built site, and `baseURL` points at it, so journeys
 * run in parallel workers without meeting each other's state; `page`, `request` and contexts made
 * with `browser.newContext()` all take that `baseURL`. The public popups are taken out of the notices
 * answer so they do not cover what a journey clicks (`skipPopups: false` keeps them, for
 * `notice-popups.spec.ts`).
 */
export const test = base.extend<
  { skipPopups: boolean; allowPolicyViolations: boolean },
  { sandboxUrl: string; sandboxArgs: readonly string[] }
>({
  // The sandbox CLI's flags for a spec's workers (`test.use({ sandboxArgs: ['--no-socket'] })`): a worker of its own.
  sandboxArgs: [[], { scope: 'worker', option: true }],
  sandboxUrl: [
    async ({ sandboxArgs }, use) => {
      const sandbox = await startWorkerSandbox(sandboxArgs);
      workerSandboxUrl = sandbox.url;
      await use(sandbox.url);
      await sandbox.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ sandboxUrl }, use) => {
    await use(sandboxUrl);
  },
  skipPopups: [true, { option: true }],
  // A Trusted Types refusal in the console fails the journey: the CSP turns a library writing HTML into a broken
  // screen (an error boundary), which a journey may otherwise pass beside. Specs that provoke refusals opt out.
  allowPolicyViolations: [false, { option: true }],
  page: async ({ page, skipPopups, request, allowPolicyViolations }, use) => {
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Trusted ?Type|TrustedHTML|TrustedScript/.test(message.text()))
        refusals.push(message.text());
    });
    // The sandbox answers the notices without their popups (a sandbox switch, not a route in the browser: a
    // route makes Playwright hold every request of the page, about a tenth of a page load's CPU). resetSandbox
    // keeps them out for the rest of the journey.
    if (skipPopups) {
      popupsHidden = true;
      await showPopups(request, false);
    }
    await use(page);
    if (skipPopups) {
      popupsHidden = false;
      await showPopups(request, true);
    }
    if (!allowPolicyViolations) expect(refusals, 'Trusted Types refusals in the console').toEqual([]);
  },
});

// The upload rule reads a file's first bytes: a picked "png" must start like one, a jpg like one.
const IMAGE_HEADS: Readonly<Record<string, Buffer>> = {
  'image/png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]),
  'image/gif': Buffer.from('GIF89a'),
};

/** A file to pick of `size` bytes, starting as a real file of its type does (`setInputFiles`). */
export const imageFile = (name: string, mimeType: string, size = 2048) => {
  const head = IMAGE_HEADS[mimeType] ?? Buffer.alloc(0);
  return { name, mimeType, buffer: Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 1)]) };
};

/**
 * Puts the sandbox back in its seeded state (normal status, no failures); `at` (ms) sets its clock to that moment,
 * the world built there (the same dates and records on every run).
 */
export async function resetSandbox(request: APIRequestContext, at?: number): Promise<void> {
  const response = await request.post('/__sandbox/reset', { data: at === undefined ? {} : { at } });
  expect(response.ok()).toBe(true);
  // A journey without popups (`skipPopups`) stays without them.
  if (popupsHidden) await showPopups(request, false);
}

/** A shown amount ("₫ 1,234.50") as a number of cents, so comparisons never drift. */
export const cents = (text: string): number =>
  Math.round(Number((/-?[\d,]+(?:\.\d+)?/.exec(text)?.[0] ?? 'NaN').replace(/,/g, '')) * 100);

/**
 * Waits until the page's events channel is live (the member listener's `data-channel`, which the member never
 * sees): from then on the sandbox's events reach the page.
 */
export async function channelLive(page: Page): Promise<void> {
  await expect(page.locator('.toasts[data-channel]')).toHaveAttribute('data-channel', 'live');
}

/** The header's balance, in cents. */
export const headerBalance = async (page: Page): Promise<number> =>
  cents(await page.locator('.member-panel__balance').innerText());

/**
 * Opens a member-centre section at `path` as a member reloading the tab does, closes the notice popup, and waits
 * for the section's heading (`level` 3 in the money screens' frame, 2 for a section with a page heading).
 */
export async function openSection(
  page: Page,
  path: string,
  heading: RegExp | string,
  level: 2 | 3 = 3,
): Promise<void> {
  await page.goto(path);
  await dismissNoticePopup(page);
  await expect(page.getByRole('heading', { level, name: heading, exact: true })).toBeVisible();
}

/** Presses the deposit form's quick amount 100, names the payer where the channel asks, and sends the deposit. */
export async function depositHundred(page: Page): Promise<void> {
  await page
    .getByRole('group', { name: 'Quick amounts' })
    .getByRole('button', { name: '100', exact: true })
    .click();
  const payer = page.getByLabel("Payer's name (as on the bank account)");
  if (await payer.isVisible()) await payer.fill('Nguyen Van An');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
}

/** A call to the sandbox's controls (`/__sandbox/<path>`) that must succeed. */
export async function sandboxControl(
  request: APIRequestContext,
  method: 'post' | 'put' | 'delete',
  path: string,
  data?: unknown,
): Promise<void> {
  const response = await request[method](`/__sandbox/${path}`, data === undefined ? {} : { data });
  expect(response.ok(), `${method} ${path}`).toBe(true);
}

/** Asks the sandbox to fail an operation's next answer; `afterApply` carries the call out first (the answer is lost). */
export async function injectFailure(
  request: APIRequestContext,
  operationId: string,
  kind: string,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const response = await request.post('/__sandbox/failures', {
    data: { operationId, kind, times: 1, ...extra },
  });
  expect(response.ok()).toBe(true);
}

/** The headers the site sends, with the tab's session token: a call to the sandbox's API as that member. */
export async function sandboxHeaders(page: Page, moduleId = 'COMM3'): Promise<Record<string, string>> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  return { Authorization: token ?? '', Merchant: 'DEMO', Language: 'EN', Device: 'web', ModuleId: moduleId };
}

/**
 * Reads the signed-in member's data from the sandbox's own API with the tab's token: what the server
 * holds, not what the page shows (a journey about money moved once checks the server's side).
 */
export async function sandboxRead<T>(
  page: Page,
  request: APIRequestContext,
  path: string,
  moduleId = 'COMM3',
): Promise<T> {
  const response = await request.get(path, { headers: await sandboxHeaders(page, moduleId) });
  expect(response.ok(), `GET ${path}`).toBe(true);
  return ((await response.json()) as { value: T }).value;
}

/** Switches the sandbox's system status: 0 normal, 1 maintenance, 2 region restricted. */
export async function setStatus(request: APIRequestContext, status: 0 | 1 | 2): Promise<void> {
  const response = await request.put('/__sandbox/status', { data: { status } });
  expect(response.ok()).toBe(true);
}

/** The last SMS code the sandbox sent to a mobile number. */
export async function lastSmsCode(request: APIRequestContext, mobile: string): Promise<string> {
  const response = await request.get(`/__sandbox/sms/last?mobile=${mobile}`);
  const body = (await response.json()) as { value: unknown };
  const value = body.value as string | { code?: string } | null;
  const code = typeof value === 'string' ? value : value?.code;
  expect(code, 'an SMS code was sent').toBeTruthy();
  return String(code);
}

/** The text of the last image captcha the sandbox drew. */
export async function lastCaptcha(request: APIRequestContext): Promise<string> {
  const body = (await (await request.get('/__sandbox/captcha/last')).json()) as { value: unknown };
  const value = body.value as string | { code?: string } | null;
  return String(typeof value === 'string' ? value : value?.code);
}

/**
 * Fails on serious or critical axe violations (WCAG 2 A/AA rules). A page without frames is audited with one
 * `axe.run` in the page ("legacy mode"): the default mode also opens a blank page, injects axe into it again and
 * merges there, which takes about twice as long for the same violations and passes. Frames keep the default mode, the one that audits a cross-origin or sandboxed frame too.
 */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    // Only violations are read here: axe then keeps one node per passed or inapplicable rule instead of building
    // a selector for every node it checked (the same violations; an audit 1.5-1.6 s against 1.9-2.2 s).
    // options() before withTags(): options() replaces what withTags() sets.
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    blocking.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/** Slides the human-check slider of the open form to the end. */
export async function passSlideCheck(page: Page): Promise<void> {
  await page.getByRole('slider').fill('100');
}

/** Submits the login popup's username form: the slide check comes after the press, as the spec orders. */
export async function submitLogin(page: Page): Promise<void> {
  await page
    .getByRole('dialog', { name: 'Log in' })
    .getByRole('button', { name: 'Log in', exact: true })
    .click();
  await passSlideCheck(page);
}

/**
 * Logs a member in through the sandbox's HTTP API (the SDK's own encrypted login call, from Node) and hands the
 * page's tab the session the way the app keeps it after its login popup: the token in session storage (`token`,
 * the SDK's `sessionTokenStore`) and the device id that log-in sent in local storage (`loginDeviceId`). No page of
 * the app loads here: the journey's next `page.goto` starts as a member reloading the tab does (the session reads
 * the member with the token), which saves the home's load and the popup's log-in (about 2-3 s each).
 * For journeys that are not about logging in; the login popup's own journeys (auth.spec.ts and the rest) keep the
 * UI log-in (`logInDemo`, `submitLogin`).
 */
export async function signIn(page: Page, username = 'demo', password = 'demo1234'): Promise<void> {
  if (!workerSandboxUrl) throw new Error("signIn needs the worker's sandbox (the journeys' `test`)");
  const config = (await (await fetch(`${workerSandboxUrl}/config.json`)).json()) as { merchant: string };
  const tokenStore = memoryTokenStore();
  const sdk = createSdk({
    baseUrl: workerSandboxUrl,
    merchant: config.merchant,
    language: () => 'EN',
    tokenStore,
  });
  const loginDeviceId = randomUUID();
  await sdk.session.login({ username, password, type: 'username', loginDeviceId });
  const token = tokenStore.get();
  expect(token, `${username} has a session token`).toBeTruthy();
  // A file of the site's origin that is no page of the app: the tab's storage, without starting the app.
  await page.goto('/favicon.svg');
  await page.evaluate(
    ([sessionToken, deviceId]) => {
      sessionStorage.setItem('token', sessionToken);
      localStorage.setItem('loginDeviceId', deviceId);
    },
    [token as string, loginDeviceId] as const,
  );
}

/** Types a username and its password into a login form (the login popup, or /agent's form). */
export async function fillLogin(form: Page | Locator, username: string, password: string): Promise<void> {
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
}

/**
 * Logs a member in through the header's login popup on the home (the notice popup closed first), and submits;
 * the journey checks what follows.
 */
export async function submitLoginAs(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/');
  await dismissNoticePopup(page);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await fillLogin(page.getByRole('dialog', { name: 'Log in' }), username, password);
  await submitLogin(page);
}

/** Opens the login popup from the header. */
export async function openLogin(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
}

/** Logs an agent (the seeded one unless named) in on /agent (the slide check follows the press, as on the member login). */
export async function logInAgent(page: Page, username = 'agent', password = 'agent1234'): Promise<void> {
  await page.goto('/agent');
  await fillLogin(page, username, password);
  await page.getByRole('button', { name: 'Log in as agent', exact: true }).click();
  await passSlideCheck(page);
}
