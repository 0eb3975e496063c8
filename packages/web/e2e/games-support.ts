import { expect, type Page } from '@playwright/test';
import { dismissNoticePopup, signIn, submitLoginAs } from './support';

/** Logs the demo player in from the header. */
export async function logInDemo(page: Page): Promise<void> {
  await submitLoginAs(page, 'demo', 'demo1234');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeHidden();
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
