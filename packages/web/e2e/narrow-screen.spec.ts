import type { Page } from '@playwright/test';
import { logInDemo } from './games-support';
import { dismissNoticePopup, expect, logInAgent, resetSandbox, test } from './support';

test.afterEach(async ({ request }) => resetSandbox(request));

/** The page cannot be panned sideways at 360 px: nothing reaches past the viewport's width. */
async function expectNoSidewaysScroll(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await dismissNoticePopup(page);
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${path} at 360 px`).toBeLessThanOrEqual(360);
}

test('a visitor at 360 px never meets a page wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/', '/rng', '/live', '/sports', '/promotions', '/help'])
    await expectNoSidewaysScroll(page, path);
});

test('a member at 360 px: the member centre and own lists fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await logInDemo(page);
  // The centre's tabs carry count badges (messages, rewards), whose hidden labels can widen the page.
  for (const path of ['/member', '/member/messageV2', '/favorite', '/recent'])
    await expectNoSidewaysScroll(page, path);
});

test('an agent at 360 px: the agent centre fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await logInAgent(page);
  await expect(page).toHaveURL(/\/agentHome$/);
  for (const path of ['/agentHome', '/agentHome/registerCenter']) await expectNoSidewaysScroll(page, path);
});

test('360 px: a vendor drop-down of the top navigation opens below the bar, every entry reachable', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await dismissNoticePopup(page);
  const toggle = page.getByRole('button', { name: 'Slots providers' });
  await toggle.click();
  const menu = page.locator(`#${(await toggle.getAttribute('aria-controls')) ?? ''}`.replace(/:/g, '\\:'));
  const first = menu.getByRole('link').first();
  await expect(first).toBeVisible();
  const nav = await page.getByRole('navigation', { name: 'Main navigation' }).boundingBox();
  const box = await menu.boundingBox();
  expect(box && nav ? box.y : -1).toBeGreaterThanOrEqual((nav?.y ?? 0) + (nav?.height ?? 0) - 1);
  expect(box ? box.x + box.width : 999).toBeLessThanOrEqual(360);
  await first.click();
  await expect(page).toHaveURL(/\/rng\?vassalage=/);
});
