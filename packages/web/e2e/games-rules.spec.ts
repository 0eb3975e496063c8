import { logInDemo, signInDemo } from './games-support';
import { dismissNoticePopup, expect, expectAccessible, resetSandbox, test } from './support';

test.afterEach(async ({ request }) => resetSandbox(request));

test('a member sees the PvP rooms on /pvp and narrows a game list by select type', async ({ page }) => {
  test.setTimeout(90_000);
  await signInDemo(page);
  await page.goto('/pvp');
  await dismissNoticePopup(page);
  const rooms = page.getByRole('list', { name: 'Rooms · Kingmaker' });
  await expect(rooms.getByRole('listitem').first()).toBeVisible();
  await expect(rooms.getByRole('listitem').first()).toContainText(/Bets .+ – .+/);
  await expect(rooms.getByRole('listitem').first()).toContainText(/\d+ of 6 seats taken/);
  await expectAccessible(page);
  const first = rooms.getByRole('listitem').first();
  const roomName = (await first.getAttribute('aria-label')) ?? '';
  await first.getByRole('button', { name: `Play in ${roomName}` }).click();
  const game = page.getByRole('dialog').filter({ has: page.locator('iframe') });
  // The launch path comes back from one of the configured launch hosts (the sandbox lists its own origin).
  await expect(game.locator('iframe')).toHaveAttribute(
    'src',
    new RegExp(`^${new URL(page.url()).origin}/__sandbox/play/`),
  );
  await game.getByRole('button', { name: 'Close', exact: true }).click();

  await page
    .getByRole('navigation', { name: 'Game providers' })
    .getByRole('link', { name: 'V8 Poker' })
    .click();
  await expect(
    page.getByRole('list', { name: 'Rooms · V8 Poker' }).getByRole('listitem').first(),
  ).toBeVisible();

  const types = page.getByRole('navigation', { name: 'Show' });
  await expect(types.getByRole('link')).toHaveText(['All', 'New', 'Hot', 'Favourites', 'Recently played']);
  await types.getByRole('link', { name: 'New' }).click();
  await expect(page).toHaveURL(/\/pvp\?vassalage=V8&select=new$/);
  const games = page.getByRole('main').getByRole('list', { name: 'Games' });
  await expect(games.getByRole('article')).toHaveCount(3);
  await types.getByRole('link', { name: 'Favourites' }).click();
  await expect(page.getByText('No favourites in Card games · V8 Poker yet.')).toBeVisible();
  // The game played from a room leads the member's recently played list of its vendor.
  await page
    .getByRole('navigation', { name: 'Game providers' })
    .getByRole('link', { name: 'Kingmaker' })
    .click();
  await types.getByRole('link', { name: 'Recently played' }).click();
  await expect(page).toHaveURL(/\/pvp\?vassalage=KM&select=recent$/);
  await expect(games.getByRole('article').first()).toHaveAttribute(
    'aria-label',
    roomName.replace(/ (Beginner|Regular|VIP)$/, ''),
  );

  await page.setViewportSize({ width: 360, height: 740 });
  await expect(
    page.getByRole('list', { name: 'Rooms · Kingmaker' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screenshots/pvp-rooms-360.png' });
});

test('a visitor sees no rooms and no member-only select types; a vendor lobby opens its popup game list', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/pvp');
  await dismissNoticePopup(page);
  await expect(
    page.getByRole('main').getByRole('list', { name: 'Games' }).getByRole('article').first(),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Show' }).getByRole('link')).toHaveText([
    'All',
    'New',
    'Hot',
  ]);
  await expect(page.getByRole('heading', { name: /^Rooms/ })).toHaveCount(0);

  await logInDemo(page);
  // The home builds a section's cards as it nears the viewport.
  await page.getByRole('region', { name: 'Live casino' }).scrollIntoViewIfNeeded();
  const live = page.getByRole('list', { name: 'Live casino' });
  await live.getByRole('button', { name: 'Play Evolution' }).click();
  const popup = page.getByRole('dialog', { name: 'Evolution' });
  const games = popup.getByRole('list', { name: 'Games' });
  await expect(games.getByRole('article')).toHaveCount(20);
  // The popup is over the home: the page did not navigate to the vendor's list.
  await expect(page).toHaveURL(/\/$/);
  await expectAccessible(page);
  const name = (await games.getByRole('article').first().getAttribute('aria-label')) ?? '';
  await games.getByRole('button', { name: `Play ${name}`, exact: true }).click();
  const game = page.getByRole('dialog', { name, exact: true });
  await expect(game.locator('iframe')).toHaveAttribute('sandbox', /allow-scripts/);
  await expect(game.frameLocator('iframe').getByText(name).first()).toBeVisible();
  await game.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(popup).toBeVisible();

  await page.setViewportSize({ width: 360, height: 740 });
  await expect(games.getByRole('article').first()).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screenshots/vendor-popup-list-360.png' });
});

test('a banner linked to a game launches it: a visitor is asked to log in, a member plays', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // No autoplay: the journey moves the carousel itself.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const gameBanner = async () => {
    const carousel = page.getByTestId('banner-w_home');
    // The pointer wakes the carousel only once its banners are there (the placeholder has no handler).
    await expect(carousel).toHaveAttribute('data-loop', 'true');
    await carousel.hover();
    await carousel.locator('.swiper-pagination-bullet').nth(1).click();
    return carousel
      .locator('.swiper-slide-active')
      .getByRole('button', { name: 'Live casino: Lightning Roulette' });
  };
  await page.goto('/');
  await dismissNoticePopup(page);
  await (await gameBanner()).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();

  await logInDemo(page);
  await (await gameBanner()).click();
  const game = page.getByRole('dialog', { name: 'Lightning Roulette', exact: true });
  await expect(game.locator('iframe')).toHaveAttribute('src', /\/__sandbox\/play\/\d+$/);
  await expect(game.frameLocator('iframe').getByText('Lightning Roulette').first()).toBeVisible();
  await expectAccessible(page);
});
