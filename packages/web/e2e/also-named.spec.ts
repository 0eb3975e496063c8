import { signInDemo } from './games-support';
import { dismissNoticePopup, expect, expectAccessible, resetSandbox, test } from './support';

test.afterEach(async ({ request }) => resetSandbox(request));

for (const width of [1280, 360]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a member finds a game by name from the header and launches it', async ({ page }) => {
      await signInDemo(page);
      await page.getByRole('banner').getByRole('link', { name: 'Search games' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Search games' })).toBeVisible();
      await page.getByRole('searchbox', { name: 'Game name' }).fill('mahjong');
      // The query reaches the URL once typing pauses, so the search can be shared.
      await expect(page).toHaveURL(/\/search\?q=mahjong$/);
      const found = page
        .getByRole('main')
        .getByRole('article')
        .filter({ hasText: /mahjong/i });
      await expect(found.first()).toBeVisible();
      const name = (await found.first().getAttribute('aria-label')) ?? '';
      expect(name.toLowerCase()).toContain('mahjong');
      await expectAccessible(page);
      await found
        .first()
        .getByRole('button', { name: `Play ${name}` })
        .click();
      await expect(page.getByRole('dialog', { name })).toBeVisible();
    });

    test('a shared search with no match names the query', async ({ page }) => {
      await page.goto('/search?q=qqxqq');
      await dismissNoticePopup(page);
      await expect(page.getByText('No games match “qqxqq”.')).toBeVisible();
      await expect(page.getByRole('searchbox', { name: 'Game name' })).toHaveValue('qqxqq');
      await expectAccessible(page);
    });

    test('the side menu leads to the app download guide: each platform code and install steps', async ({
      page,
    }) => {
      await page.goto('/');
      await dismissNoticePopup(page);
      const side = page.getByRole('complementary', { name: 'Side menu' });
      if (width < 1100) await page.getByRole('button', { name: 'Menu' }).click();
      await side.getByRole('link', { name: 'Download the app' }).click();
      await expect(page).toHaveURL(/\/download$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Download the app' })).toBeVisible();
      for (const platform of ['iPhone (iOS)', 'Android']) {
        const part = page.getByRole('region', { name: platform });
        // The sandbox brand uploads QR images and no store links: the codes are shown, no download button is made up.
        await expect(
          part.getByRole('img', { name: `QR code to download the ${platform} app` }),
        ).toBeVisible();
        await expect(part.getByRole('listitem')).toHaveCount(4);
        await expect(part.getByRole('listitem').first()).not.toContainText('download button');
        await expect(part.getByRole('link')).toHaveCount(0);
      }
      await expectAccessible(page);
    });
  });
}
