import type { APIRequestContext, Page } from '@playwright/test';
import { signInDemo } from './games-support';
import {
  dismissNoticePopup,
  expect,
  expectAccessible,
  imageFile,
  resetSandbox,
  signIn,
  test,
} from './support';

test.beforeEach(async ({ request }) => resetSandbox(request));
test.afterEach(async ({ request }) => resetSandbox(request));

const MB = 1024 * 1024;
// The seeded world: 'Daily reload 10%' takes applications, 'Lucky draw: spin the wheel' has a raffle.
const APPLY_TITLE = 'Daily reload 10%';
const RAFFLE_TITLE = 'Lucky draw: spin the wheel';

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

async function openPromotions(page: Page): Promise<void> {
  await page.goto('/promotions');
  await dismissNoticePopup(page);
  await expect(card(page, APPLY_TITLE)).toBeVisible();
}

/** Counts the requests of one operation's path the page sends. */
function countCalls(page: Page, path: string): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().includes(path) && request.method() !== 'GET') calls += 1;
  });
  return () => calls;
}

async function slowDown(request: APIRequestContext, operationId: string, ms: number): Promise<void> {
  expect((await request.put('/__sandbox/latency', { data: { ms, operationId } })).ok()).toBe(true);
}

/** The page does not scroll sideways (at 360 px nothing may stick out). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

for (const width of [1280, 360]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 740 : 900 } });

    test("an application's refusals: a gif, a 6 MB image, a fourth image, a 141-character comment", async ({
      page,
    }) => {
      await signIn(page);
      await openPromotions(page);
      const promotion = card(page, APPLY_TITLE);
      await expect(promotion).toContainText(/Reward up to \D*1,000/);
      await expect(promotion).toContainText('Open');
      await promotion.getByRole('button', { name: 'Apply' }).click();
      const form = promotion.getByRole('form', { name: `Application for ${APPLY_TITLE}` });
      const images = form.getByLabel('Images (optional)');
      const alert = form.getByRole('alert');

      await images.setInputFiles(imageFile('funny.gif', 'image/gif'));
      await expect(alert).toHaveText('Only acceptable png or jpg');
      await images.setInputFiles(imageFile('huge.png', 'image/png', 6 * MB));
      await expect(alert).toHaveText('The image maximum size is 5MB');
      await images.setInputFiles([
        imageFile('slip-1.png', 'image/png'),
        imageFile('slip-2.jpg', 'image/jpeg'),
        imageFile('slip-3.png', 'image/png', 5 * MB),
      ]);
      await expect(alert).toBeHidden();
      await expect(form.getByRole('listitem')).toHaveCount(3);
      await images.setInputFiles(imageFile('slip-4.png', 'image/png'));
      await expect(alert).toHaveText("Can't accept upload more than 3 images");
      await expect(form.getByRole('listitem')).toHaveCount(3);

      const comment = form.getByRole('textbox', { name: 'Comment (optional)' });
      await comment.fill('x'.repeat(141));
      await expect(form).toContainText('141 of 140 characters');
      await form.getByRole('button', { name: 'Send application' }).click();
      await expect(alert).toHaveText('Must be at most 140 characters');
      await expectAccessible(page);
      if (width === 360) {
        await expectNoSidewaysScroll(page);
        await promotion.screenshot({ path: 'test-results/screenshots/promotions-apply-360.png' });
      }
    });

    test('an application with images: a failure keeps the comment and images for a retry, a double click sends once, then its status', async ({
      page,
      request,
    }) => {
      await signIn(page);
      await openPromotions(page);
      const promotion = card(page, APPLY_TITLE);
      await promotion.getByRole('button', { name: 'Apply' }).click();
      const form = promotion.getByRole('form', { name: `Application for ${APPLY_TITLE}` });
      await form
        .getByLabel('Images (optional)')
        .setInputFiles([imageFile('slip-1.png', 'image/png'), imageFile('slip-2.jpg', 'image/jpeg')]);
      const comment = form.getByRole('textbox', { name: 'Comment (optional)' });
      await comment.fill('Deposited 500 on Monday, slips attached');

      // The first send fails: the comment and the images stay, and the same form sends again.
      expect(
        (
          await request.post('/__sandbox/failures', {
            data: { operationId: 'applyActivity', kind: '500', times: 1 },
          })
        ).ok(),
      ).toBe(true);
      await form.getByRole('button', { name: 'Send application' }).click();
      await expect(form.getByRole('alert')).toBeVisible();
      await expect(comment).toHaveValue('Deposited 500 on Monday, slips attached');
      await expect(form.getByRole('listitem')).toHaveCount(2);

      const applies = countCalls(page, 'MCSFE_activityApply');
      await slowDown(request, 'applyActivity', 800);
      await form.getByRole('button', { name: 'Send again' }).dblclick();
      await expect(promotion.getByRole('status')).toHaveText(
        `Your application for ${APPLY_TITLE} was sent. Its status is under My applications.`,
      );
      expect(applies()).toBe(1);
      await expect(promotion).toContainText('Application under review');

      const entry = page
        .getByRole('region', { name: 'My applications' })
        .getByRole('listitem')
        .filter({ hasText: APPLY_TITLE });
      await expect(entry).toContainText('Application under review');
      await expect(entry).toContainText('Deposited 500 on Monday, slips attached');
      await expectAccessible(page);
      if (width === 360) {
        await expectNoSidewaysScroll(page);
        await page
          .getByRole('region', { name: 'My applications' })
          .screenshot({ path: 'test-results/screenshots/promotions-applications-360.png' });
      }

      // Read again from the server: applied once, and no way to apply twice.
      await page.reload();
      await expect(page.getByRole('region', { name: 'My applications' }).getByRole('listitem')).toHaveCount(
        1,
      );
      await expect(card(page, APPLY_TITLE).getByRole('button', { name: 'Apply' })).toHaveCount(0);

      // A day later on the sandbox clock the back office approves it: the reward waits in the reward centre.
      expect((await request.post('/__sandbox/clock', { data: { advanceMs: 24 * 3_600_000 } })).ok()).toBe(
        true,
      );
      await page.reload();
      const approved = page
        .getByRole('region', { name: 'My applications' })
        .getByRole('listitem')
        .filter({ hasText: APPLY_TITLE });
      await expect(approved).toContainText('Reward issued');
      await approved.getByRole('link', { name: 'Claim it in the reward centre' }).click();
      const reward = page
        .getByRole('region', { name: 'Rewards' })
        .getByRole('listitem')
        .filter({ hasText: APPLY_TITLE });
      await reward.getByRole('button', { name: 'Claim' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'was added to your balance' })).toBeVisible();
    });

    test('a raffle prize is claimed once: the balance rises by it and the promotion reads claimed', async ({
      page,
      request,
    }) => {
      await signIn(page);
      await openPromotions(page);
      const raffle = card(page, RAFFLE_TITLE);
      await expect(raffle).toContainText(/Reward up to \D*888/);
      const claims = countCalls(page, 'MCSFE_raffleClaim');
      await slowDown(request, 'claimRafflePromotion', 800);
      await raffle.getByRole('button', { name: 'Claim the raffle prize' }).dblclick();
      await expect(raffle.getByRole('status')).toContainText(/You won .+ was added to your balance\./);
      expect(claims()).toBe(1);
      await expect(raffle).toContainText('Claimed');
      await expectAccessible(page);
      if (width === 360) await expectNoSidewaysScroll(page);
      await page.reload();
      await expect(card(page, RAFFLE_TITLE)).toContainText('Claimed');
      await expect(
        card(page, RAFFLE_TITLE).getByRole('button', { name: 'Claim the raffle prize' }),
      ).toHaveCount(0);
    });

    test('a visitor who presses apply or claim is shown the login popup', async ({ page }) => {
      await openPromotions(page);
      await expect(page.getByRole('region', { name: 'My applications' })).toHaveCount(0);
      await expectAccessible(page);
      await card(page, APPLY_TITLE).getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
      await page
        .getByRole('dialog', { name: 'Log in' })
        .getByRole('button', { name: 'Close', exact: true })
        .click();
      await card(page, RAFFLE_TITLE).getByRole('button', { name: 'Claim the raffle prize' }).click();
      await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    });

    test('feedback from the footer: too few words refused, a gif refused, then sent with an image', async ({
      page,
    }) => {
      await signInDemo(page);
      await page.getByRole('contentinfo').getByRole('button', { name: 'Feedback' }).click();
      const dialog = page.getByRole('dialog', { name: 'Feedback' });
      await dialog.getByRole('combobox', { name: 'Question type' }).selectOption({ label: 'Withdrawal' });
      const message = dialog.getByRole('textbox', { name: 'Your message' });
      await message.fill('Not received');
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(dialog.locator('.field__error')).toHaveText('Please write between 3 and 500 words');
      await expect(dialog).toContainText('2 words');
      await expect(message).toHaveAttribute('aria-invalid', 'true');
      const images = dialog.getByLabel('Images (optional)');
      await images.setInputFiles(imageFile('screen.gif', 'image/gif'));
      await expect(dialog.getByRole('alert')).toHaveText('Only acceptable png or jpg');
      await images.setInputFiles(imageFile('screen.png', 'image/png'));
      await expect(dialog.getByRole('listitem')).toHaveCount(1);
      await message.fill('My withdrawal of 200 has not arrived after two days');
      await expect(dialog).toContainText('10 words');
      await expect(dialog.locator('.field__error')).toHaveCount(0);
      await expectAccessible(page);
      if (width === 360) {
        await expectNoSidewaysScroll(page);
        await page.screenshot({ path: 'test-results/screenshots/feedback-360.png' });
      }
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText('Thank you. Your feedback has been sent.')).toBeVisible();
      await expect(dialog).toBeHidden();
    });
  });
}
