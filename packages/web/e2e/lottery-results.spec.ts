import {
  signIn,
  dismissNoticePopup,
  expect,
  expectAccessible,
  resetSandbox,
  sandboxControl,
  test,
} from './support';

test.afterEach(async ({ request }) => resetSandbox(request));

const DAY = 86_400_000;
const dayBefore = (days: number): string => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);

test("draw results: from the menus and the lottery page, latest draws, a game's earlier day, and a new draw after the sandbox clock moves", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await dismissNoticePopup(page);
  // The menus lead there: the side menu's shortcut and the lottery category's drop-down.
  await expect(
    page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'Draw results' }),
  ).toHaveAttribute('href', '/lottery/results');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('button', { name: 'Lottery providers' })
    .click();
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Draw results' }),
  ).toHaveAttribute('href', '/lottery/results');

  // And so does the lottery page.
  await signIn(page);
  await page.goto('/vnLottery');
  await dismissNoticePopup(page);
  await page.getByRole('main').getByRole('link', { name: 'Draw results' }).click();
  await expect(page).toHaveURL(/\/lottery\/results$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Draw results');

  const latest = page.getByRole('region', { name: 'Latest draws' });
  const mega = latest
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Mega 6/45', exact: true }) });
  await expect(mega.getByRole('list', { name: 'Drawn numbers' }).getByRole('listitem')).toHaveCount(6);
  const issue = await mega.getByText(/^Issue \d{8}$/).textContent();
  await expectAccessible(page);

  // A game's earlier draws: yesterday's Mega 6/45 draw.
  await mega.getByRole('link', { name: 'Earlier draws of Mega 6/45' }).click();
  const earlier = page.getByRole('region', { name: 'Earlier draws by date' });
  await expect(earlier.getByLabel('Game')).toHaveValue('TCG_LOTTO_VN_004');
  await earlier.getByLabel('Date').fill(dayBefore(1));
  await expect(page).toHaveURL(new RegExp(`gameCode=TCG_LOTTO_VN_004&date=${dayBefore(1)}`));
  const day = earlier.getByRole('list', { name: /^Draws of Mega 6\/45 on / });
  await expect(day.getByText(`Issue ${dayBefore(1).replace(/-/g, '')}`)).toBeVisible();
  await expect(earlier.getByLabel('Date')).toHaveAttribute('min', dayBefore(29));
  await expect(earlier.getByLabel('Date')).toHaveAttribute('max', dayBefore(0));

  // The sandbox's clock moves a day on: after a refresh, Mega 6/45 shows its new draw.
  await sandboxControl(request, 'post', 'clock', { advanceMs: DAY });
  await page.reload();
  await expect(mega.getByText(/^Issue \d{8}$/)).not.toHaveText(issue ?? '');
  await expect(mega.getByText(/^Issue \d{8}$/)).toBeVisible();
});

test('draw results at 360 px, in English and in Arabic (right to left), fit the screen', async ({ page }) => {
  await page.route('**/config.json', (route) =>
    route.fulfill({
      json: { apiBaseUrl: '', merchant: 'DEMO', defaultLanguage: 'EN', languages: ['EN', 'AR'] },
    }),
  );
  await page.setViewportSize({ width: 360, height: 740 });
  for (const lang of ['EN', 'AR']) {
    await page.addInitScript((code) => window.localStorage.setItem('lang', code), lang);
    // A fast game's day fills the earlier draws with rows of 20 balls.
    await page.goto(`/lottery/results?gameCode=TCG_LOTTO_VN_006&date=${dayBefore(1)}`);
    await dismissNoticePopup(page);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'AR' ? 'rtl' : 'ltr');
    await expect(page.locator('#earlier-draws .draw-row').first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${lang} at 360 px`).toBeLessThanOrEqual(360);
  }
});
