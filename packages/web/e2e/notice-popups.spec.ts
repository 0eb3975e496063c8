import { expect, expectAccessible, test } from './support';

// The popups are what this file tests: the notices answer keeps them.
test.use({ skipPopups: false });

test('the public popup shows once per session and stays closed after closing', async ({ page }) => {
  await page.goto('/');
  const popup = page.getByRole('dialog');
  await expect(popup).toBeVisible();
  await expectAccessible(page);
  while (await popup.getByRole('button', { name: 'Next' }).isVisible())
    await popup.getByRole('button', { name: 'Next' }).click();
  await popup.getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
