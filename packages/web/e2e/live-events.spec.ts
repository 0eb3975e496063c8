import type { Browser, Page } from '@playwright/test';
import {
  channelLive,
  expect,
  headerBalance,
  resetSandbox,
  sandboxControl,
  screens,
  signIn,
  test,
  withoutNoticePopups,
} from './support';

// The events channel (openapi/events) between the sandbox and the page: what a member sees change without a
// reload or a click. Each journey waits for the channel to be live first (the page fetches its code once settled).
test.afterEach(async ({ request }) => resetSandbox(request));

/** What "at once" means here: an event reaches the page and its read comes back within this, ms. */
const AT_ONCE = 1_000;

/** The demo member on a light page (the header and little else) with the channel live, and the balance then. */
async function demoLive(page: Page): Promise<number> {
  await signIn(page);
  await page.goto('/help');
  await channelLive(page);
  await expect(page.locator('.member-panel__amount')).toHaveText(/\d/);
  return headerBalance(page);
}

/** A page in a browser context of its own, without the public popups that would cover it. */
async function otherBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await withoutNoticePopups(context);
  return context.newPage();
}

/** Records every state the page's channel goes through (`data-channel`), from now on. */
async function recordChannel(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const region = document.querySelector('.toasts[data-channel]') as HTMLElement;
    const seen: string[] = [];
    (window as unknown as { channelStates: string[] }).channelStates = seen;
    new MutationObserver(() => seen.push(region.dataset.channel ?? '')).observe(region, {
      attributeFilter: ['data-channel'],
    });
  });
  return () => page.evaluate(() => (window as unknown as { channelStates: string[] }).channelStates);
}

test('a bet settled in a game shows in the header balance within a second, without a reload or a click', async ({
  page,
  request,
}) => {
  const before = await demoLive(page);
  await sandboxControl(request, 'post', 'bet', { account: 'demo', stake: 25, payout: 0 });
  await expect.poll(() => headerBalance(page), { timeout: AT_ONCE }).toBe(before - 2_500);
});

test("an agent's transfer to demo from another browser shows in demo's balance within a second", async ({
  page,
  browser,
}) => {
  const agent = await otherBrowser(browser);
  // The two browsers open side by side: the agent's team while demo's channel goes live.
  const [before] = await Promise.all([
    demoLive(page),
    signIn(agent, 'agent', 'agent1234').then(() => agent.goto('/agentHome/downlineManagmentView')),
  ]);
  await agent.getByRole('button', { name: 'Transfer: demo', exact: true }).click();
  const dialog = agent.getByRole('dialog', { name: 'Transfer to demo' });
  await dialog.getByRole('textbox', { name: 'Amount', exact: true }).fill('15');
  await dialog.getByLabel('Payment password', { exact: true }).fill('246810');
  await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'sent to demo' })).toBeVisible();
  await expect.poll(() => headerBalance(page), { timeout: AT_ONCE }).toBe(before + 1_500);
  await agent.context().close();
});

test("a self-exclusion taken in a second tab ends the first tab's session, saying why", async ({ page }) => {
  await demoLive(page);
  const second = await page.context().newPage();
  await signIn(second);
  await second.goto('/member/responsibleGaming');
  const breakPart = second.getByRole('region', { name: 'Take a break' });
  await breakPart.getByLabel('For', { exact: true }).selectOption('24h');
  await breakPart.getByRole('button', { name: 'Start the break' }).click();
  const confirm = second.getByRole('dialog', { name: 'Time-out: 24 hours' });
  await confirm.getByLabel('I understand').check();
  await confirm.getByRole('button', { name: 'Start the break and log out' }).click();

  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login.getByRole('status')).toHaveText(
    'You excluded yourself from play, so your session has ended.',
  );
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeAttached();
  for (const size of screens) {
    await page.setViewportSize(size);
    await page.screenshot({ path: test.info().outputPath(`session-ended-${size.width}.png`) });
  }
});

test('the sandbox drops every connection: the page reconnects with backoff and applies the bet settled meanwhile', async ({
  page,
  request,
}) => {
  const before = await demoLive(page);
  const states = await recordChannel(page);
  // Held while the page is away: the bet's event waits for the page's resume from its last event id.
  await sandboxControl(request, 'put', 'socket/delivery', { paused: true });
  await sandboxControl(request, 'post', 'bet', { account: 'demo', stake: 40, payout: 0 });
  await sandboxControl(request, 'post', 'socket/drop');
  await expect.poll(states).toEqual(expect.arrayContaining(['reconnecting', 'live']));
  expect((await states()).at(-1)).toBe('live');
  expect(await headerBalance(page)).toBe(before);
  await sandboxControl(request, 'put', 'socket/delivery', { paused: false });
  await expect.poll(() => headerBalance(page), { timeout: AT_ONCE }).toBe(before - 4_000);
});
