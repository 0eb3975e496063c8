import { logInDemo, signInDemo } from './games-support';
// The support's test takes the public notice popups out: one arriving late on a busy machine covered Load more.
import { dismissNoticePopup, expect, expectAccessible, resetSandbox, test } from './support';

test.afterEach(async ({ request }) => resetSandbox(request));

test('a visitor browses a game list: 20 games, more on demand, vendor and slot filters', async ({ page }) => {
  const listCalls: number[] = [];
  const pageSizes: string[] = [];
  page.on('request', (request) => {
    if (!request.url().includes('/GCSGAME_gameList')) return;
    pageSizes.push(new URL(request.url()).searchParams.get('pageSize') ?? '');
  });
  // When the browser started each call (its own clock): the test process hears of requests late and
  // unevenly on a busy machine, which can make 300 ms gaps look like 295.
  page.on('requestfinished', (request) => {
    if (request.url().includes('/GCSGAME_gameList')) listCalls.push(request.timing().startTime);
  });
  await page.goto('/rng');
  await dismissNoticePopup(page);
  const games = page.getByRole('main').getByRole('list', { name: 'Games' });
  await expect(games.getByRole('article')).toHaveCount(20);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Load more' }).click();
  // At least the next page: the sentinel below the button may load one more on its own when the page lays out late.
  await expect.poll(() => games.getByRole('article').count()).toBeGreaterThanOrEqual(40);
  listCalls.sort((a, b) => a - b);
  expect(listCalls.length).toBeGreaterThanOrEqual(2);
  for (let i = 1; i < listCalls.length; i++)
    expect((listCalls[i] ?? 0) - (listCalls[i - 1] ?? 0)).toBeGreaterThanOrEqual(300);

  await page
    .getByRole('navigation', { name: 'Game providers' })
    .getByRole('link', { name: 'PG Soft' })
    .click();
  await expect(page).toHaveURL(/\/rng\?vassalage=PG$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Slots · PG Soft');
  await page.getByRole('checkbox', { name: 'Min. bet 1+' }).check();
  await expect(games.getByRole('article').first()).toBeVisible();

  await page.goto('/fish');
  await expect(
    page.getByRole('main').getByRole('list', { name: 'Games' }).getByRole('article').first(),
  ).toBeVisible();
  await page.goto('/crash');
  await expect(
    page.getByRole('main').getByRole('list', { name: 'Games' }).getByRole('article').first(),
  ).toBeVisible();
  expect(pageSizes.at(-1)).toBe('12');
  expect(new Set(pageSizes.slice(0, 2))).toEqual(new Set(['20']));
});

test('the sports centre shows vendor cards; a visitor who presses play is asked to log in', async ({
  page,
}) => {
  await page.goto('/sports');
  await dismissNoticePopup(page);
  const vendors = page.getByRole('list', { name: 'Game providers' });
  await expect(vendors.getByRole('article').first()).toBeVisible();
  await expect(vendors.getByRole('article', { name: /esports/i })).toHaveCount(0);
  await expectAccessible(page);
  await vendors
    .getByRole('button', { name: /^Play / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test("a member reaches favourites from the account menu, favourites a slot game, finds it from the game page's link, removes it, and reaches recent games from a game page", async ({
  page,
}) => {
  await signInDemo(page);
  await page.getByRole('banner').getByRole('button', { name: /Demo/ }).click();
  await page.getByRole('banner').getByRole('link', { name: 'My favourites' }).click();
  await expect(page).toHaveURL(/\/favorite$/);
  await expect(page.getByRole('list', { name: 'My favourites' }).getByRole('article').first()).toBeVisible();
  await page.goto('/rng');
  await dismissNoticePopup(page);
  // The demo player has seeded favourites: take the first game that is not one of them.
  const games = page.getByRole('main').getByRole('list', { name: 'Games' });
  await expect(games.getByRole('article').first()).toBeVisible();
  // The hearts come on once the member's favourites are known.
  await expect(games.getByRole('button', { name: /^Favourite: / }).first()).toBeEnabled();
  const name =
    (await games
      .getByRole('article')
      .filter({ has: page.locator('[aria-pressed="false"]') })
      .first()
      .getAttribute('aria-label')) ?? '';
  const heart = games
    .getByRole('article', { name, exact: true })
    .getByRole('button', { name: `Favourite: ${name}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page
    .getByRole('navigation', { name: 'My games' })
    .getByRole('link', { name: 'My favourites' })
    .click();
  await expect(page).toHaveURL(/\/favorite$/);
  const favourites = page.getByRole('list', { name: 'My favourites' });
  await expect(favourites.getByRole('article', { name, exact: true })).toBeVisible();
  await expectAccessible(page);
  await favourites.getByRole('button', { name: `Favourite: ${name}` }).click();
  await expect(favourites.getByRole('article', { name, exact: true })).toHaveCount(0);
  await page.reload();
  await dismissNoticePopup(page);
  await expect(page.getByRole('list', { name: 'My favourites' }).getByRole('article').first()).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'My favourites' }).getByRole('article', { name, exact: true }),
  ).toHaveCount(0);

  await page.goto('/sports');
  await dismissNoticePopup(page);
  await page
    .getByRole('navigation', { name: 'My games' })
    .getByRole('link', { name: 'Recently played' })
    .click();
  await expect(page).toHaveURL(/\/recent$/);
  await expect(
    page.getByRole('list', { name: 'Recently played' }).getByRole('article').first(),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'My games' }).getByRole('link', { name: 'Recently played' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('a member launches a game in the sandboxed game popup', async ({ page }) => {
  await signInDemo(page);
  await page.goto('/live');
  await dismissNoticePopup(page);
  const first = page.getByRole('main').getByRole('list', { name: 'Games' }).getByRole('article').first();
  const name = (await first.getAttribute('aria-label')) ?? '';
  await first.getByRole('button', { name: `Play ${name}` }).click();
  const popup = page.getByRole('dialog', { name });
  await expect(popup).toBeVisible();
  const frame = popup.locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
  await expect(frame).toHaveAttribute('src', /\/__sandbox\/play\//);
  // The sandbox serves its games from our own origin: scripts there must not also get same-origin.
  await expect(frame).not.toHaveAttribute('sandbox', /allow-same-origin/);
  await expect(popup.frameLocator('iframe').getByText(name).first()).toBeVisible();
  await expectAccessible(page);
});

test('a member launches a slot game from the slots list (it starts, it does not reopen the vendor list)', async ({
  page,
}) => {
  await signInDemo(page);
  await page.goto('/rng?vassalage=PG');
  await dismissNoticePopup(page);
  const first = page.getByRole('main').getByRole('list', { name: 'Games' }).getByRole('article').first();
  const name = (await first.getAttribute('aria-label')) ?? '';
  await first.getByRole('button', { name: `Play ${name}` }).click();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  await expect(page.getByRole('dialog', { name }).locator('iframe')).toHaveAttribute(
    'sandbox',
    /allow-scripts/,
  );
});

test('a member opens the VN lottery of a game code in a sandboxed frame, and another from its menus and recent', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The lottery category lists the game gateway's menus; a game there opens its lottery page.
  await page.goto('/lott');
  await dismissNoticePopup(page);
  await expect(
    page
      .getByRole('region', { name: 'TCG Lotto VN' })
      .getByRole('link', { name: 'Northern Lotto', exact: true }),
  ).toHaveAttribute('href', '/vnLottery?gameCode=TCG_LOTTO_VN_001');

  await logInDemo(page);
  await page.goto('/vnLottery?gameCode=TCG_LOTTO_VN_001');
  await dismissNoticePopup(page);
  const frame = page.getByTitle('VN Lottery');
  await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
  await expect(frame).toHaveAttribute('src', /^https?:\/\//);
  const recent = page.getByRole('navigation', { name: 'Recently played' });
  await expect(recent.getByRole('link').first()).toHaveText('Northern Lotto');
  await expectAccessible(page);
  await page
    .getByRole('navigation', { name: 'TCG Lotto VN' })
    .getByRole('link', { name: 'Southern Lotto', exact: true })
    .click();
  await expect(page).toHaveURL(/\/vnLottery\?gameCode=TCG_LOTTO_VN_002$/);
  await expect(frame).toHaveAttribute('src', /\?view=betting$/);
  // The lottery just opened now leads the member's recently played.
  await expect(recent.getByRole('link').first()).toHaveText('Southern Lotto');
  await expect(recent.getByRole('link', { name: 'Southern Lotto', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(recent).toBeVisible();
  await expectAccessible(page);
});
