import type { APIRequestContext, Page } from '@playwright/test';
import { logInDemo } from './games-support';
import { dismissNoticePopup, expect, logInAgent, resetSandbox, test } from './support';

/*
 * The hostile backend (mocks/src/http/hostile.ts): every free text of every answer carries markup that runs
 * script if it ever becomes HTML, every URL field is `javascript:top.__hostile=1`. Documents are served here
 * without their CSP, so anything that would run does run and sets `top.__hostile`: the checks see the markup
 * and the execution themselves, not a policy stopping them.
 */

// Many pages per test, each until the network is quiet.
test.describe.configure({ timeout: 240_000 });
test.beforeEach(async ({ request }) => resetSandbox(request));
test.afterEach(async ({ request }) => resetSandbox(request));

async function turnHostile(request: APIRequestContext): Promise<void> {
  expect((await request.put('/__sandbox/hostile', { data: { on: true } })).ok()).toBe(true);
}

async function withoutCsp(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-security-policy'];
    await route.fulfill({ response, headers });
  });
}

// No sanitiser at all: the browser's Sanitizer API taken away (as in a browser without it) and DOMPurify's download
// failing, so server HTML can only be shown as text.
async function blockSanitizer(page: Page): Promise<void> {
  await page.addInitScript(() => {
    delete (Element.prototype as { setHTML?: unknown }).setHTML;
  });
  await page.route(/\/assets\/purify[^/]*\.js$/, (route) => route.abort());
}

/** Elements with event-handler attributes, `javascript:` addresses, and whether a hostile script ran. */
function findings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    if ((window as unknown as { __hostile?: number }).__hostile) found.push('a hostile script ran');
    for (const element of Array.from(document.querySelectorAll('*'))) {
      const tag = element.tagName.toLowerCase();
      for (const name of element.getAttributeNames()) {
        const value = element.getAttribute(name) ?? '';
        if (/^on/i.test(name)) found.push(`<${tag} ${name}> at ${location.pathname}`);
        if (
          /^(href|src|action|formaction|data|xlink:href|poster)$/.test(name) &&
          /^\s*javascript:/i.test(value)
        )
          found.push(
            `<${tag} ${name}="${value}"> at ${location.pathname}: ${element.outerHTML.slice(0, 160)}`,
          );
      }
    }
    return found;
  });
}

async function visit(page: Page, path: string, seen: string[]): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  seen.push(...(await findings(page)));
  await dismissNoticePopup(page);
  seen.push(...(await findings(page)));
}

const VISITOR_PAGES = ['/', '/promotions', '/help', '/rng', '/live', '/sports', '/search?q=a', '/download'];

for (const sanitizer of ['available', 'blocked'] as const) {
  test(`a visitor's pages with the sanitiser ${sanitizer}: no handler, no javascript: address, nothing runs`, async ({
    page,
    request,
  }) => {
    await withoutCsp(page);
    if (sanitizer === 'blocked') await blockSanitizer(page);
    await turnHostile(request);
    const seen: string[] = [];
    for (const path of VISITOR_PAGES) await visit(page, path, seen);
    expect([...new Set(seen)]).toEqual([]);
  });
}

test("a member's pages and a game launch: no handler, no javascript: address, nothing runs", async ({
  page,
  request,
}) => {
  await withoutCsp(page);
  await logInDemo(page);
  await turnHostile(request);
  const seen: string[] = [];
  for (const path of [
    '/member/securityCenter',
    '/member/messageV2',
    '/member/rewardCenter',
    '/member/transactionHistory',
    '/member/depositv2',
    '/member/referral',
    '/pointMall',
    '/vip',
    '/promotions',
  ])
    await visit(page, path, seen);
  // A launch whose URL is javascript: is refused, in a frame or as a navigation.
  await visit(page, '/rng', seen);
  const launched = page.waitForResponse((response) => response.url().includes('/wps/game/launchGame'));
  await page.getByRole('button', { name: /^Play/ }).first().click();
  await launched;
  await expect(page.getByText('Invalid URL, please contact customer service')).toBeVisible();
  seen.push(...(await findings(page)));
  expect([...new Set(seen)]).toEqual([]);
});

test("an agent's centre: no handler, no javascript: address, nothing runs", async ({ page, request }) => {
  await withoutCsp(page);
  await logInAgent(page);
  await turnHostile(request);
  const seen: string[] = [];
  for (const tab of ['agentAnnouncement', 'agentTeamOverview', 'registerCenter', 'downlineManagmentView'])
    await visit(page, `/agentHome/${tab}`, seen);
  expect([...new Set(seen)]).toEqual([]);
});
