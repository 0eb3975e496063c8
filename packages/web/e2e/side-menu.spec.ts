import { expect, test } from './support';

test('desktop: the side menu shows its w_leftmenu banner (it no longer shrinks to nothing in the scrolling menu)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  const banner = page.getByRole('complementary', { name: 'Side menu' }).getByTestId('banner-w_leftmenu');
  await expect(banner.getByRole('img')).toBeVisible();
  const box = await banner.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThan(60);
});

test('360 px: the drawer covers the header, and a tap beside it or its close button gives the header back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menu' });
  const side = page.getByRole('complementary', { name: 'Side menu' });

  await toggle.click();
  await expect(side.getByRole('link', { name: 'Bonus' })).toBeVisible();
  // Beside the drawer: the backdrop closes it.
  await page.mouse.click(340, 400);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(side.getByRole('link', { name: 'Bonus' })).toBeHidden();

  await toggle.click();
  await side.getByRole('button', { name: 'Close menu' }).click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});
