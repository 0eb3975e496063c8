import { dismissNoticePopup, logInDemo } from './games-support';
import { expect, expectAccessible, resetSandbox, test } from './support';

test.afterEach(async ({ request }) => resetSandbox(request));

for (const width of [1280, 360]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a member finds a game by name from the header and launches it', async ({ page }) => {
      await logInDemo(page);
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
  });
}
