import type { Browser, Locator, Page } from '@playwright/test';
import {
  cents,
  expect,
  expectAccessible,
  fillLogin,
  logInAgent,
  resetSandbox,
  signIn,
  submitLogin,
  test,
  withoutNoticePopups,
} from './support';

// The seeded team (mocks/src/world/accounts.ts): agent -> sub1..sub3 (agents) -> sub1a, sub1b -> p1a1..p1a3 (players).
const PAYMENT_PASSWORD = '246810';

test.afterEach(async ({ request }) => resetSandbox(request));

async function openSection(
  page: Page,
  tab: 'registerCenter' | 'downlineManagmentView',
  heading: string,
): Promise<void> {
  await page.goto(`/agentHome/${tab}`);
  await expect(page.getByRole('heading', { level: 3, name: heading, exact: true })).toBeVisible();
}

const row = (page: Page, account: string): Locator => page.locator(`tr[data-account="${account}"]`);
const rowButton = (page: Page, action: 'Open team' | 'Edit' | 'Transfer', account: string): Locator =>
  page.getByRole('button', { name: `${action}: ${account}`, exact: true });

/** A page in a browser context of its own (no session), without the public popups that would cover the login. */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await withoutNoticePopups(context);
  return context.newPage();
}

/** Logs a username in on /agent (agents) or in the login popup /login opens (players). */
async function logInOn(
  page: Page,
  where: '/agent' | '/login',
  username: string,
  password: string,
): Promise<void> {
  if (where === '/agent') return logInAgent(page, username, password);
  await page.goto(where);
  await fillLogin(page.getByRole('dialog', { name: 'Log in' }), username, password);
  await submitLogin(page);
}

/**
 * Logs the seeded agent in through the sandbox's API (`signIn`); each journey then opens its section as an agent
 * reloading the tab does. The /agent log-in form's own journeys are in pages, affiliate and hostile-backend.
 */
async function agentLoggedIn(page: Page): Promise<void> {
  await signIn(page, 'agent', 'agent1234');
}

test.describe('the agent registers a downline', () => {
  test.beforeEach(async ({ page }) => agentLoggedIn(page));

  test('an agent downline is registered, its first-login details are shown once, and it logs in on /agent', async ({
    page,
    browser,
  }) => {
    await openSection(page, 'registerCenter', 'New downline account');
    const link = page.getByRole('link', { name: /\/register\?referralCode=AGENT01$/ });
    await expect(link).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code of your sign-up link' })).toBeVisible();
    await page.getByRole('radio', { name: 'Agent' }).check();
    await page.getByRole('button', { name: 'Register downline' }).click();
    await expect(page.getByText('This field is required').first()).toBeVisible();
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill('teamnew1');
    await page.getByLabel('Password', { exact: true }).fill('abc12345');
    await page.getByLabel('Confirm password', { exact: true }).fill('abc12346');
    await page.getByRole('button', { name: 'Register downline' }).click();
    await expect(page.getByText('The two passwords do not match').first()).toBeVisible();
    await page.getByLabel('Confirm password', { exact: true }).fill('abc12345');
    await page.getByRole('textbox', { name: 'Remark (optional)' }).fill('from the journey');
    await page.getByRole('button', { name: 'Register downline' }).click();
    const details = page.getByRole('region', { name: 'teamnew1 is registered' });
    await expect(details).toBeVisible();
    await expect(details).toContainText('abc12345');
    await expect(details).toContainText(`${new URL(page.url()).origin}/agent`);
    await expect(details.getByRole('button', { name: 'Copy Password' })).toBeVisible();
    await expectAccessible(page);

    // Shown once: leaving the section and coming back shows an empty form, not the password.
    await openSection(page, 'downlineManagmentView', 'Your team');
    await expect(row(page, 'teamnew1')).toBeVisible();
    await openSection(page, 'registerCenter', 'New downline account');
    await expect(page.getByText('abc12345')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toHaveValue('');

    const other = await freshPage(browser);
    await logInOn(other, '/agent', 'teamnew1', 'abc12345');
    await expect(other).toHaveURL(/\/agentHome$/);
    await other.context().unrouteAll({ behavior: 'ignoreErrors' });
    await other.context().close();
  });

  test('a player downline is registered (after a taken username is refused) and logs in on the site', async ({
    page,
    browser,
  }) => {
    await openSection(page, 'registerCenter', 'New downline account');
    // 'expired' is a seeded player: the username is taken.
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill('expired');
    await page.getByLabel('Password', { exact: true }).fill('abc12345');
    await page.getByLabel('Confirm password', { exact: true }).fill('abc12345');
    await page.getByRole('button', { name: 'Register downline' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'already exists' })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('abc12345');
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill('teamplayer1');
    await page.getByRole('button', { name: 'Register downline' }).click();
    const details = page.getByRole('region', { name: 'teamplayer1 is registered' });
    await expect(details).toContainText(`${new URL(page.url()).origin}/login`);
    await details.getByRole('button', { name: 'Register another' }).click();
    await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toHaveValue('');

    const other = await freshPage(browser);
    await logInOn(other, '/login', 'teamplayer1', 'abc12345');
    await expect(other.locator('.member-panel__balance')).toBeVisible();
    await other.context().unrouteAll({ behavior: 'ignoreErrors' });
    await other.context().close();
  });
});

test.describe('the agent manages the team', () => {
  test.beforeEach(async ({ page }) => {
    await agentLoggedIn(page);
    await openSection(page, 'downlineManagmentView', 'Your team');
  });

  test('drill three levels down (agent, sub1, sub1a) and back up; a level expands in place', async ({
    page,
  }) => {
    await expect(row(page, 'sub1')).toBeVisible();
    await page.getByRole('button', { name: 'Show or hide the downlines of sub1 (2)' }).click();
    await expect(row(page, 'sub1a')).toHaveAttribute('data-level', '2');
    await expectAccessible(page);
    await rowButton(page, 'Open team', 'sub1').click();
    const crumbs = page.getByRole('navigation', { name: 'Where you are in the team' });
    await expect(crumbs).toContainText('My team');
    await expect(crumbs.locator('[aria-current]')).toHaveText('sub1');
    await expect(row(page, 'sub2')).toHaveCount(0);
    await rowButton(page, 'Open team', 'sub1a').click();
    await expect(crumbs.locator('[aria-current]')).toHaveText('sub1a');
    await expect(row(page, 'p1a1')).toBeVisible();
    await expect(row(page, 'p1a1')).toContainText('Player');
    await expect(row(page, 'p1a3')).toHaveAttribute('data-level', '3');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Back to upper level' }).click();
    await expect(crumbs.locator('[aria-current]')).toHaveText('sub1');
    await expect(row(page, 'sub1b')).toBeVisible();
    await crumbs.getByRole('button', { name: 'My team' }).click();
    await expect(row(page, 'sub3')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back to upper level' })).toHaveCount(0);
  });

  test('search by username over the whole team, and a search with no match says so', async ({ page }) => {
    const search = page.getByRole('searchbox', { name: 'Search the team by username' });
    await search.fill('p2b');
    await search.press('Enter');
    await expect(page.getByRole('table', { name: "Team members matching 'p2b': 3" })).toBeVisible();
    await expect(row(page, 'p2b1')).toContainText('sub2b');
    await expectAccessible(page);
    await search.fill('nobody-here');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText("No downlines match 'nobody-here'.")).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(row(page, 'sub1')).toBeVisible();
  });

  test("edit a direct downline's remark; a rate above the agent's is refused by the server and the form kept", async ({
    page,
  }) => {
    await rowButton(page, 'Edit', 'sub1').click();
    const dialog = page.getByRole('dialog', { name: 'Edit sub1' });
    await dialog.getByRole('textbox', { name: 'Remark (optional)' }).fill('top recruiter');
    await dialog.getByRole('textbox', { name: 'Rebate rate % (optional)' }).fill('abc');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter a rate in percent, with at most 2 decimals.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Rebate rate % (optional)' }).fill('9');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toContainText('cannot exceed');
    await expect(dialog.getByRole('textbox', { name: 'Remark (optional)' })).toHaveValue('top recruiter');
    await expectAccessible(page);
    await dialog.getByRole('textbox', { name: 'Rebate rate % (optional)' }).fill('0.5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'sub1 saved.' })).toBeVisible();
    await rowButton(page, 'Edit', 'sub1').click();
    await expect(
      page.getByRole('dialog', { name: 'Edit sub1' }).getByRole('textbox', { name: 'Remark (optional)' }),
    ).toHaveValue('top recruiter');
  });

  test("a double-clicked transfer to a downline moves the money once: the agent's balance and the downline's row", async ({
    page,
  }) => {
    const balanceCell = row(page, 'sub1').locator('[data-cell="balance"]');
    await expect(balanceCell).not.toHaveText('');
    const downlineBefore = cents(await balanceCell.innerText());
    await rowButton(page, 'Transfer', 'sub1').click();
    const dialog = page.getByRole('dialog', { name: 'Transfer to sub1' });
    const agentBalance = dialog.locator('[data-cell="agent-balance"]');
    await expect(agentBalance).toBeVisible();
    const agentBefore = cents(await agentBalance.innerText());
    await dialog.getByRole('textbox', { name: 'Amount', exact: true }).fill('12.5');
    await dialog.getByLabel('Payment password', { exact: true }).fill('111111');
    await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Amount', exact: true })).toHaveValue('12.5');
    await dialog.getByLabel('Payment password', { exact: true }).fill(PAYMENT_PASSWORD);
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/wps/agent/transfer/downline')) calls += 1;
    });
    await dialog.getByRole('button', { name: 'Transfer', exact: true }).dblclick();
    await expect(dialog.getByRole('status').filter({ hasText: 'sent to sub1' })).toBeVisible();
    await expect.poll(async () => cents(await agentBalance.innerText())).toBe(agentBefore - 1_250);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(async () => cents(await balanceCell.innerText())).toBe(downlineBefore + 1_250);
    expect(calls).toBe(1);
  });
});

test.describe('a transfer whose answer is lost', () => {
  test('is read back by its key and shown as done, the money moved once', async ({ page, request }) => {
    test.setTimeout(90_000);
    await agentLoggedIn(page);
    await openSection(page, 'downlineManagmentView', 'Your team');
    const balanceCell = row(page, 'sub2').locator('[data-cell="balance"]');
    await expect(balanceCell).not.toHaveText('');
    const downlineBefore = cents(await balanceCell.innerText());
    const failure = await request.post('/__sandbox/failures', {
      data: { operationId: 'transferToDownline', kind: 'timeout', times: 1, afterApply: true },
    });
    expect(failure.ok()).toBe(true);
    await rowButton(page, 'Transfer', 'sub2').click();
    const dialog = page.getByRole('dialog', { name: 'Transfer to sub2' });
    await dialog.getByRole('textbox', { name: 'Amount', exact: true }).fill('7');
    await dialog.getByLabel('Payment password', { exact: true }).fill(PAYMENT_PASSWORD);
    await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(dialog.getByRole('button', { name: 'Transferring…' })).toBeDisabled();
    // The SDK gives up after 15 s; the dialog reads the move back by its key instead of saying "failed".
    await expect(dialog.getByRole('status').filter({ hasText: 'sent to sub2' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(async () => cents(await balanceCell.innerText())).toBe(downlineBefore + 700);
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the tree and the register form fit the screen; the table scrolls inside its own box', async ({
    page,
  }) => {
    await agentLoggedIn(page);
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    await openSection(page, 'downlineManagmentView', 'Your team');
    await page.getByRole('button', { name: 'Show or hide the downlines of sub1 (2)' }).click();
    await expect(row(page, 'sub1b')).toBeVisible();
    expect(await pageWidth()).toBeLessThanOrEqual(360);
    await page.screenshot({ path: 'test-results/screenshots/agent-team-tree-360.png', fullPage: true });
    await expectAccessible(page);
    await openSection(page, 'registerCenter', 'New downline account');
    await expect(page.getByRole('img', { name: 'QR code of your sign-up link' })).toBeVisible();
    expect(await pageWidth()).toBeLessThanOrEqual(360);
    await page.screenshot({ path: 'test-results/screenshots/agent-team-register-360.png', fullPage: true });
    await expectAccessible(page);
  });
});
