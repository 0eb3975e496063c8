import type { Page } from '@playwright/test';
import { logInDemo } from './games-support';
import { dismissNoticePopup, expect, expectAccessible, logInAgent, resetSandbox, test } from './support';

test.afterEach(async ({ request }) => resetSandbox(request));

const form = (page: Page) => page.getByRole('form', { name: 'Become an affiliate' });

/** Fills what a member's info does not: a channel with its link, the expected players, the terms. */
async function fillPromotion(page: Page) {
  const application = form(page);
  await application.getByRole('checkbox', { name: 'Website' }).check();
  await application
    .getByRole('textbox', { name: 'URL or handle of your Website' })
    .fill('https://linh.example.com');
  await application
    .getByRole('combobox', { name: 'Players you expect to refer each month' })
    .selectOption('11-50');
  await application.getByRole('checkbox', { name: 'I accept the affiliate terms' }).check();
}

test('a visitor applies from the footer: refusals inline, a failed send kept with Try again, a reference, then a second application with the same email refused', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await dismissNoticePopup(page);
  // The home has stopped moving before its footer's link is pressed, as a visitor presses it: a press while the
  // sections above the footer still arrive (a loaded machine, the run's first page) can land beside the link.
  await page.waitForLoadState('networkidle');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Affiliate' }).click();
  await expect(page).toHaveURL(/\/affiliate$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Become an affiliate' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Already an affiliate? Log in to the agent centre' }),
  ).toHaveAttribute('href', '/agent');
  const application = form(page);

  // Nothing filled: every rule answers under its field, before any call, and the first field takes focus.
  await application.getByRole('button', { name: 'Apply' }).click();
  await expect(application.getByRole('textbox', { name: 'Full name' })).toBeFocused();
  await expect(application.getByText('Accept the affiliate terms to apply')).toBeVisible();
  await expect(application.getByRole('group', { name: 'Promotion channels' })).toContainText(
    'This field is required',
  );
  await expectAccessible(page);

  await application.getByRole('textbox', { name: 'Full name' }).fill('Linh Tran');
  // A message stands until its field changes.
  await expect(application.getByRole('textbox', { name: 'Full name' })).not.toHaveAttribute('aria-invalid');
  await expect(application.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  await application.getByRole('textbox', { name: 'Email' }).fill('linh@');
  await application.getByRole('textbox', { name: 'Mobile number' }).fill('912345678');
  await application.getByRole('checkbox', { name: 'Streaming' }).check();
  await application.getByRole('checkbox', { name: 'Streaming' }).uncheck();
  await fillPromotion(page);
  await application.getByRole('textbox', { name: 'Message (optional)' }).fill('I run a football tips site.');
  await expect(application.getByText('27 of 500 characters')).toBeVisible();
  await application.getByRole('button', { name: 'Apply' }).click();
  await expect(application.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await expect(application.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  await application.getByRole('textbox', { name: 'Email' }).fill('linh@example.com');

  // The server fails once: the form stays as typed, with Try again; a double click then sends once.
  expect(
    (
      await request.post('/__sandbox/failures', {
        data: { operationId: 'applyAffiliate', kind: '500', times: 1 },
      })
    ).ok(),
  ).toBe(true);
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wps/agent/affiliate/application')) sent.push(r.method());
  });
  await application.getByRole('button', { name: 'Apply' }).click();
  await expect(application.getByRole('alert')).toBeVisible();
  await expect(application.getByRole('textbox', { name: 'URL or handle of your Website' })).toHaveValue(
    'https://linh.example.com',
  );
  await expect(application.getByRole('textbox', { name: 'Message (optional)' })).toHaveValue(
    'I run a football tips site.',
  );
  expect(
    (await request.put('/__sandbox/latency', { data: { ms: 800, operationId: 'applyAffiliate' } })).ok(),
  ).toBe(true);
  await application.getByRole('button', { name: 'Try again' }).dblclick();

  const receipt = page.getByRole('heading', { level: 1, name: 'Application received' });
  await expect(receipt).toBeVisible();
  await expect(receipt).toBeFocused();
  const reference = (await page.getByTestId('affiliate-reference').textContent()) ?? '';
  expect(reference).toMatch(/^AF-\d+$/);
  expect(sent).toHaveLength(2);
  await expect(page.getByText('Pending review')).toBeVisible();
  await expect(
    page.getByText('We review your application and email our decision to linh@example.com.'),
  ).toBeVisible();
  await expectAccessible(page);

  // Applying again with the same email (another case) is refused, naming the pending reference.
  await page.getByRole('link', { name: 'Back to home' }).click();
  // The home is there before the footer's link is pressed, as a visitor sees it. Without this wait the press may land
  // while the receipt, with the same footer, still shows, and the form may not come within the journey's time.
  await expect(page).toHaveURL(/\/$/);
  await expect(receipt).toBeHidden();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Affiliate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Become an affiliate' })).toBeVisible();
  await application.getByRole('textbox', { name: 'Full name' }).fill('Linh T.');
  await application.getByRole('textbox', { name: 'Email' }).fill('LINH@example.com');
  await application.getByRole('textbox', { name: 'Mobile number' }).fill('987654321');
  await fillPromotion(page);
  await application.getByRole('button', { name: 'Apply' }).click();
  await expect(application.getByRole('alert')).toHaveText(
    `An application with this email is already pending (reference ${reference}). We will reply to that email.`,
  );
  await expect(application.getByRole('button', { name: 'Apply' })).toBeEnabled();
  await expect(application.getByRole('textbox', { name: 'Full name' })).toHaveValue('Linh T.');
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test("a player's details are filled in from the member info; the application gets a reference", async ({
    page,
  }) => {
    await logInDemo(page);
    await page.goto('/affiliate');
    const application = form(page);
    await expect(application.getByRole('textbox', { name: 'Email' })).toHaveValue('demo@example.com');
    await expect(application.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('912345678');
    await expect(application.getByRole('combobox', { name: 'Country code' })).toHaveValue('+84');
    await expect(application.getByRole('textbox', { name: 'Full name' })).not.toHaveValue('');
    await fillPromotion(page);
    await expectAccessible(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await application.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Application received' })).toBeVisible();
    await expect(
      page.getByText('We review your application and email our decision to demo@example.com.'),
    ).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/screenshots/affiliate-receipt-360.png' });
  });

  test('an agent is not shown the form: it already is an affiliate', async ({ page }) => {
    await logInAgent(page);
    await expect(page).toHaveURL(/\/agentHome/);
    await page.goto('/affiliate');
    await expect(page.getByRole('heading', { level: 1, name: 'You are already an affiliate' })).toBeVisible();
    await expect(page.getByRole('form')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Open the agent centre' })).toHaveAttribute(
      'href',
      '/agentHome',
    );
    await expectAccessible(page);
  });
});
