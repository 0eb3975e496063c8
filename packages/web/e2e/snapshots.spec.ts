import type { Locator, Page } from '@playwright/test';
import { chooseLanguage, screens, expect, resetSandbox, signIn, test } from './support';

/*
 * Pictures of the key screens, compared with the reviewed ones in e2e/__snapshots__ (CONTRIBUTING says how to
 * review and update them). The screens are fixed: the sandbox's world is built at one moment and the page's clock
 * stands there, animations are off (Playwright's default for screenshots, plus the config's reduced motion) and
 * the fonts are ready before each picture.
 */

/** A moment away from the hour, so the hourly wages and the day never turn while a picture is taken. */
const AT = Date.UTC(2026, 0, 15, 10, 20);

test.beforeEach(async ({ page, request }) => {
  await resetSandbox(request, AT);
  await page.clock.setFixedTime(AT);
});
test.afterEach(async ({ request }) => resetSandbox(request));

/**
 * Opens the site in Arabic when asked, then `path`, on the phone's screen:
 * the first picture is what a phone gets on arrival (the row of sections scrolled to the current one), the wider
 * ones follow from it.
 */
async function open(page: Page, path: string, arabic = false): Promise<void> {
  await page.setViewportSize({ width: 360, height: 800 });
  if (arabic) await chooseLanguage(page, 'AR');
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

/**
 * The screen as it stands at each width, against `<name>-<width>.png`; `dialog`, when given, is pictured alone (the
 * masks below would be drawn over it).
 */
async function expectPictures(page: Page, name: string, dialog?: Locator): Promise<void> {
  for (const screen of screens) {
    await page.setViewportSize(screen);
    // Docked beside the page on a desktop, the side menu draws what it holds after the resize (a chunk of its own);
    // the agent centre's frame has none.
    const sideMenu = page.locator('#side-menu');
    if (screen.width >= 1100 && (await sideMenu.count()) > 0)
      await expect(sideMenu.getByRole('link').first()).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    // What moves with the wall clock, not the page's: the jackpot's demo pool grows by chance, a withdrawal's
    // countdown starts from the seconds the sandbox answered (its clock runs on from the moment).
    if (dialog) await expect(dialog).toHaveScreenshot(`${name}-${screen.width}.png`);
    else
      await expect(page).toHaveScreenshot(`${name}-${screen.width}.png`, {
        mask: [page.locator('.jackpot__amount'), page.getByRole('timer')],
      });
  }
}

for (const arabic of [false, true]) {
  const language = arabic ? 'ar' : 'en';

  test(`${language}: the home`, async ({ page }) => {
    await open(page, '/', arabic);
    await expectPictures(page, `home-${language}`);
  });

  test(`${language}: the member centre's withdraw`, async ({ page }) => {
    await signIn(page);
    await open(page, '/member/withdraw', arabic);
    await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expectPictures(page, `member-withdraw-${language}`);
  });
}

test('the log-in dialog', async ({ page }) => {
  await open(page, '/');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await expectPictures(page, 'login-en', dialog);
});

test("the member centre's deposit and profit and loss report", async ({ page }) => {
  await signIn(page);
  await open(page, '/member/depositv2');
  await expect(page.getByRole('heading', { name: 'Deposit', level: 3 })).toBeVisible();
  await expectPictures(page, 'member-deposit-en');
  await open(page, '/member/personalProfit');
  await expect(page.getByRole('heading', { name: /Totals from/ })).toBeVisible();
  await expectPictures(page, 'member-profit-report-en');
});

test("the agent centre's team", async ({ page }) => {
  await signIn(page, 'agent', 'agent1234');
  await open(page, '/agentHome/agentTeamOverview');
  await expect(page.getByRole('heading', { name: 'Team overview' })).toBeVisible();
  await expectPictures(page, 'agent-team-en');
});
