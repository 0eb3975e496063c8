import { expect, type Page } from '@playwright/test';
import { popupsSkipped, signIn, submitLogin } from './support';

/**
 * Closes the public notice popup if the brand shows one (once per session), as a visitor would. Where the
 * journey has its sandbox's popups taken out (`skipPopups`), none can open on any page: returning at once saves
 * the 3 s the click would wait for a popup that never comes (about a tenth of the journeys' time).
 */
export async function dismissNoticePopup(page: Page): Promise<void> {
  if (popupsSkipped()) return;
  await page
    .getByRole('dialog')
    .getByRole('button', { name: 'Close', exact: true })
    .last()
    .click({ timeout: 3_000 })
    .catch(() => undefined);
}

/** Logs the demo player in from the header. */
export async function logInDemo(page: Page): Promise<void> {
  await page.goto('/');
  await dismissNoticePopup(page);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill('demo');
  await dialog.getByLabel('Password', { exact: true }).fill('demo1234');
  await submitLogin(page);
  await expect(dialog).toBeHidden();
  await dismissNoticePopup(page);
}

/**
 * The demo player on the home with the member in the header, as `logInDemo` leaves it, but logged in through the
 * API (`signIn`): for journeys that go on from the home and are not about the login popup.
 */
export async function signInDemo(page: Page): Promise<void> {
  await signIn(page);
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Deposit' })).toBeVisible();
  await dismissNoticePopup(page);
}
