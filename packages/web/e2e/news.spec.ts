import { dismissNoticePopup, expect, expectAccessible, resetSandbox, sandboxControl, test } from './support';

const shots = 'test-results/screenshots';

test.afterEach(async ({ request }) => resetSandbox(request));

for (const width of [1366, 360]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("the footer's news: pages of 9 in the address, an announcement's full text and back, the brand story", async ({
      page,
    }) => {
      await page.goto('/');
      await dismissNoticePopup(page);
      await page.getByRole('contentinfo').getByRole('link', { name: 'News' }).click();
      await expect(page).toHaveURL(/\/news$/);
      await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
      const titles = page.getByRole('navigation', { name: 'Announcement titles' }).getByRole('link');
      await expect(titles).toHaveCount(9);
      const first = await titles.allTextContents();
      await expectAccessible(page);
      await page.screenshot({ path: `${shots}/news-${width}.png`, fullPage: true });

      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL(/\/news\?page=2$/);
      await expect(titles.first()).not.toHaveText(first[0] ?? '');
      const second = await titles.allTextContents();
      expect(second.some((title) => first.includes(title))).toBe(false);

      // The page is an address of its own: opened afresh it shows the same titles.
      await page.reload();
      await expect(titles.first()).toHaveText(second[0] ?? '');
      await titles.first().click();
      await expect(page).toHaveURL(/\/news\/[^/?]+$/);
      await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(second[0] ?? '');
      await page.screenshot({ path: `${shots}/news-article-${width}.png`, fullPage: true });
      await page.getByRole('link', { name: 'Back to the news' }).click();
      await expect(page).toHaveURL(/\/news\?page=2$/);

      await page.getByRole('link', { name: 'Our brand story' }).click();
      await expect(page).toHaveURL(/\/help#story$/);
      await expect(page.getByRole('heading', { name: 'Story' })).toBeVisible();
    });

    test('a site opened on another domain offers the main one, and stays out of the way once dismissed', async ({
      page,
      request,
    }) => {
      await sandboxControl(request, 'put', 'main-domain', { domain: 'main-lobby.example' });
      await page.goto('/promotions');
      await dismissNoticePopup(page);
      const offer = page.getByRole('region', { name: 'Main site' });
      await expect(offer).toContainText('main-lobby.example');
      await expect(offer.getByRole('link', { name: 'Go to the main site' })).toHaveAttribute(
        'href',
        'https://main-lobby.example/promotions',
      );
      await expectAccessible(page);
      await page.screenshot({ path: `${shots}/main-domain-offer-${width}.png` });
      await offer.getByRole('button', { name: 'Dismiss' }).click();
      await expect(offer).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(offer).toHaveCount(0);
    });
  });
}
