import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { signInDemo } from './games-support';
import {
  cents,
  dismissNoticePopup,
  expect,
  expectAccessible,
  headerBalance,
  injectFailure,
  openSection,
  resetSandbox,
  sandboxRead,
  signIn,
  test,
} from './support';

test.afterEach(async ({ request }) => resetSandbox(request));

/** The main wallet as the sandbox holds it, in cents. */
const serverBalance = async (page: Page, request: APIRequestContext): Promise<number> =>
  Math.round(
    (await sandboxRead<{ balance: number }>(page, request, '/wps/v2/wallets/balance')).balance * 100,
  );

/** The red count on a member-centre section's link (0 when it shows none). */
async function badge(page: Page, section: string): Promise<number> {
  const link = page
    .getByRole('navigation', { name: 'Member centre sections' })
    .getByRole('link', { name: new RegExp(`^${section}`) });
  // allInnerTexts does not wait: a badge that goes away while polled reads as none.
  const [text] = await link.locator('.badge').allInnerTexts();
  return text === undefined ? 0 : Number(/\d+/.exec(text)?.[0] ?? 'NaN');
}

const rewards = (page: Page): Locator => page.getByRole('region', { name: 'Rewards' }).getByRole('listitem');
const rewardRow = (page: Page, title: string): Locator => rewards(page).filter({ hasText: title });

/** Opens the reward centre and waits for its first reward: its row and its title. */
async function firstReward(page: Page): Promise<{ row: Locator; title: string }> {
  await openSection(page, '/member/rewardCenter', 'Reward center', 2);
  const row = rewards(page).first();
  await expect(row).toBeVisible();
  return { row, title: await row.locator('.reward-centre__title').innerText() };
}

test.describe('reward centre', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test('a double-clicked claim pays once, lowers the badge and the header balance rises by the reward', async ({
    page,
    request,
  }) => {
    await openSection(page, '/member/rewardCenter', 'Reward center', 2);
    await expect(rewards(page).first()).toBeVisible();
    await expect.poll(() => badge(page, 'Reward center')).toBeGreaterThan(0);
    const before = { badge: await badge(page, 'Reward center'), balance: await headerBalance(page) };
    const row = rewards(page).first();
    const title = await row.locator('.reward-centre__title').innerText();
    const amount = cents(await row.locator('.reward-centre__amount').innerText());
    let calls = 0;
    page.on('request', (sent) => {
      if (sent.url().includes('MCSFE_rewardClaim')) calls += 1;
    });
    // A slow answer, so the second click surely lands while the first claim is in flight.
    expect(
      (await request.put('/__sandbox/latency', { data: { ms: 1200, operationId: 'claimReward' } })).ok(),
    ).toBe(true);
    await row.getByRole('button', { name: 'Claim' }).dblclick();
    await expect(page.getByRole('status').filter({ hasText: 'was added to your balance' })).toBeVisible();
    await expect.poll(() => badge(page, 'Reward center')).toBe(before.badge - 1);
    await expect.poll(() => headerBalance(page)).toBe(before.balance + amount);
    await expect(rewardRow(page, title)).toHaveCount(0);
    expect(calls).toBe(1);
    await page.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'Claimed' });
    await expect(rewardRow(page, title)).toContainText('Claimed');
    await expectAccessible(page);
  });

  test('a claim that did not reach the server keeps the screen and the reward, and Try again claims it once', async ({
    page,
    request,
  }) => {
    const { row, title } = await firstReward(page);
    const before = await headerBalance(page);
    const amount = cents(await row.locator('.reward-centre__amount').innerText());
    await injectFailure(request, 'claimReward', '500');
    await row.getByRole('button', { name: 'Claim' }).click();
    // Read back by its key, the claim is not found: it says so and offers the same claim again.
    const alert = page.getByRole('alert').filter({ hasText: 'It did not go through' });
    await expect(alert).toBeVisible();
    await expect(rewardRow(page, title).getByRole('button', { name: 'Claim' })).toBeVisible();
    expect(await headerBalance(page)).toBe(before);
    await expectAccessible(page);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'was added to your balance' })).toBeVisible();
    await expect.poll(() => headerBalance(page)).toBe(before + amount);
  });

  test('a claim whose answer was lost after it was paid is read back by its key and shown done: the money moved once', async ({
    page,
    request,
  }) => {
    const { row, title } = await firstReward(page);
    const before = await headerBalance(page);
    const server = await serverBalance(page, request);
    const amount = cents(await row.locator('.reward-centre__amount').innerText());
    let calls = 0;
    page.on('request', (sent) => {
      if (sent.url().includes('MCSFE_rewardClaim')) calls += 1;
    });
    await injectFailure(request, 'claimReward', '502', { afterApply: true });
    await row.getByRole('button', { name: 'Claim' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'was added to your balance' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(rewardRow(page, title)).toHaveCount(0);
    expect(await serverBalance(page, request)).toBe(server + amount);
    await expect.poll(() => headerBalance(page)).toBe(before + amount);
    expect(calls).toBe(1);
  });

  test('a raffle draw pays its prize and lowers the badge', async ({ page }) => {
    await openSection(page, '/member/rewardCenter', 'Reward center', 2);
    const raffles = page.getByRole('region', { name: 'Raffle draws' });
    await expect(raffles.getByRole('button', { name: 'Draw' }).first()).toBeVisible();
    await expect.poll(() => badge(page, 'Reward center')).toBeGreaterThan(0);
    const before = await badge(page, 'Reward center');
    await raffles.getByRole('button', { name: 'Draw' }).first().click();
    await expect(
      page.getByRole('status').filter({ hasText: /You won .+ was added to your balance/ }),
    ).toBeVisible();
    await expect.poll(() => badge(page, 'Reward center')).toBe(before - 1);
  });

  test('a raffle draw whose answer was lost after it was paid is read back by its key: the prize is paid once, shown won', async ({
    page,
    request,
  }) => {
    await openSection(page, '/member/rewardCenter', 'Reward center', 2);
    const raffles = page.getByRole('region', { name: 'Raffle draws' });
    await expect(raffles.getByRole('button', { name: 'Draw' }).first()).toBeVisible();
    const server = await serverBalance(page, request);
    await injectFailure(request, 'claimRafflePromotion', '502', { afterApply: true });
    await raffles.getByRole('button', { name: 'Draw' }).first().click();
    const won = page.getByRole('status').filter({ hasText: /You won .+ was added to your balance/ });
    await expect(won).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The prize the read-back reported is what the server paid, once.
    const prize = cents(/: (.+) was added/.exec(await won.innerText())?.[1] ?? '');
    expect(prize).toBeGreaterThan(0);
    expect(await serverBalance(page, request)).toBe(server + prize);
  });

  test('the header account menu opens the reward centre', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /demo|Lucky|player/i })
      .first()
      .click();
    await page.getByRole('link', { name: 'Reward center' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Reward center' })).toBeVisible();
  });
});

test.describe('missions and leaderboard', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test('missions show their progress and reward; a completed one badges the section until claimed', async ({
    page,
  }) => {
    await openSection(page, '/member/missionLeaderboard', 'Missions', 2);
    const login = page.getByRole('listitem').filter({ hasText: 'Log in today' });
    await expect(login).toContainText('1 of 1');
    await expect(login).toContainText('Ready to claim');
    await expect(login.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '1 of 1');
    await expect.poll(() => badge(page, 'Missions')).toBeGreaterThan(0);
    const missionBadge = await badge(page, 'Missions');
    await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Weekly' });
    await expect(page.getByRole('listitem').filter({ hasText: 'Log in today' })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'All periods' });
    await expectAccessible(page);
    await login.getByRole('link', { name: 'Claim it in the reward center' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Reward center' })).toBeVisible();
    await rewardRow(page, 'Log in today').getByRole('button', { name: 'Claim' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'was added to your balance' })).toBeVisible();
    await expect.poll(() => badge(page, 'Missions')).toBe(missionBadge - 1);
  });

  test("the leaderboard ranks the period's players with the member's own rank", async ({ page }) => {
    await openSection(page, '/member/missionLeaderboard', 'Missions', 2);
    await page.getByRole('tab', { name: 'Leaderboard' }).click();
    await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Monthly' });
    const table = page.getByRole('table', { name: /Monthly leaderboard from/ });
    await expect(table.getByRole('row').nth(1)).toContainText('1');
    await expect(page.getByText(/Your rank: \d+ with|You are not on this board yet/)).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('VIP', () => {
  test("the side menu's VIP opens the member's level, progress and the levels", async ({ page }) => {
    await signInDemo(page);
    await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'VIP' }).click();
    await expect(page).toHaveURL(/\/vip$/);
    await expect(page.getByRole('heading', { level: 1, name: 'VIP' })).toBeVisible();
    await expect(page.locator('.vip__level')).toHaveText('VIP 3');
    await expect(page.getByRole('heading', { name: 'To reach VIP 4' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Deposit' })).toHaveAttribute(
      'aria-valuetext',
      /of .*80,000\.00/,
    );
    const levels = page.getByRole('table', { name: 'VIP levels and bonuses' });
    await expect(levels.getByRole('row')).toHaveCount(8);
    await expect(levels.locator('tr[aria-current="true"]')).toContainText('VIP 3');
    await expectAccessible(page);
  });

  test('a visitor is asked to log in', async ({ page }) => {
    await page.goto('/vip');
    await dismissNoticePopup(page);
    await expect(
      page.getByText('Log in to see the VIP levels, their bonuses and your progress.'),
    ).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });
});

test('360 px: the reward centre, missions and VIP fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page);
  for (const [path, ready] of [
    ['/member/rewardCenter', page.getByRole('region', { name: 'Rewards' })],
    ['/member/missionLeaderboard', page.getByRole('tab', { name: 'Missions' })],
    ['/vip', page.getByRole('table', { name: 'VIP levels and bonuses' })],
  ] as const) {
    await page.goto(path);
    await dismissNoticePopup(page);
    await expect(ready).toBeVisible();
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} at 360 px`).toBeLessThanOrEqual(360);
  }
});
