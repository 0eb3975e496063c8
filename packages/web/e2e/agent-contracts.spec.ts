import type { Browser, Locator, Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  fillLogin,
  logInAgent,
  openLogin,
  resetSandbox,
  submitLogin,
  test,
  withoutNoticePopups,
} from './support';

// The seeded contracts (mocks/src/world/seed-contracts.ts): agent gives sub1..sub3 dividend 40% and daily 1.5%; each subN
// gives subNa and subNb dividend 30%; agent's pending offers: sub1 hourly 0.8%, sub2 dividend 25%, sub3 real-time 0.5%.
const DOWNLINE_PASSWORD = 'pass1234';
const shots = process.env.E2E_SHOTS ?? 'test-results';

test.afterEach(async ({ request }) => resetSandbox(request));

/** Logs a username in on /agent in its own browser context; the agent centre follows. */
async function agentSession(browser: Browser, username: string, password: string): Promise<Page> {
  // The context takes the worker's sandbox as its baseURL from the test's options.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await withoutNoticePopups(context);
  const page = await context.newPage();
  await logInAgent(page, username, password);
  await expect(page).toHaveURL(/\/agentHome$/);
  return page;
}

/** Opens a wages or dividend section from the sections nav (in the app: a reload would bring the popup back), then its Contracts view. */
async function openContracts(page: Page, section: string, heading: string): Promise<Locator> {
  await page
    .getByRole('navigation', { name: 'Agent centre sections' })
    .getByRole('link', { name: section, exact: true })
    .click();
  await page.getByRole('tab', { name: 'Contracts' }).click();
  const panel = page.getByRole('region', { name: heading });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('table').or(panel.getByText(/^No |^You have not/))).toBeVisible();
  return panel;
}

/** The panel's announcement of what just happened (not the loading indicator, also a status). */
const notice = (panel: Locator): Locator => panel.locator('p[role="status"]');

const offerRow = (panel: Locator, account: string): Locator =>
  panel.getByRole('row').filter({ has: panel.page().getByRole('rowheader', { name: account, exact: true }) });

/** The contract popup that opens by itself after a log-in with offers waiting. */
async function contractPopup(page: Page): Promise<Locator> {
  const popup = page.getByRole('dialog', { name: 'Contracts' });
  await expect(popup).toBeVisible();
  return popup;
}

/** Offers a contract from the agent's panel: the downline, then one rate per tier. */
async function offer(page: Page, panel: Locator, account: string, rates: string[]): Promise<void> {
  await panel.getByRole('button', { name: 'Offer a contract' }).click();
  const dialog = page.getByRole('dialog', { name: /^Offer a / });
  await dialog.getByLabel('Direct agent downline').selectOption(account);
  for (const [index, rate] of rates.entries()) {
    if (index > 0) await dialog.getByRole('button', { name: 'Add a tier' }).click();
    await dialog
      .getByRole('group', { name: `Tier ${index + 1}` })
      .getByLabel('Rate (%)')
      .fill(rate);
  }
  await dialog.getByRole('button', { name: 'Send the offer' }).click();
  await expect(dialog).toBeHidden();
  await expect(notice(panel)).toHaveText(`Offer sent to ${account}: it waits for their answer.`);
}

test.describe('contracts between two browsers', () => {
  test('the agent offers a daily contract, the downline accepts it in its own session, the agent sees it accepted', async ({
    browser,
  }) => {
    const agent = await agentSession(browser, 'agent', 'agent1234');
    const panel = await openContracts(agent, 'Daily wages', 'Daily wages contracts you offered');
    await expect(panel).toContainText('You have no active Daily wages contract of your own');
    await offer(agent, panel, 'sub1', ['0.8', '1.2']);
    await expect(offerRow(panel, 'sub1').filter({ hasText: 'Pending' })).toHaveCount(1);
    await agent.screenshot({ path: `${shots}/agent-contracts-panel.png`, fullPage: true });
    await expectAccessible(agent);

    const sub1 = await agentSession(browser, 'sub1', DOWNLINE_PASSWORD);
    const popup = await contractPopup(sub1);
    await popup.getByRole('tab', { name: 'Daily wages' }).click();
    const card = popup
      .getByRole('article')
      .filter({ hasText: 'offered by agent' })
      .filter({ has: sub1.getByRole('button', { name: 'Accept' }) });
    await expect(card).toContainText('1.2%');
    await card.getByRole('button', { name: 'Accept' }).click();
    // sub1 gives no daily contracts of its own: nothing to warn about, the offer is taken at once.
    await expect(popup.getByRole('button', { name: 'Accept' })).toHaveCount(0);
    await expect(popup.getByRole('heading', { name: 'Your active contracts' })).toBeVisible();

    await agent.reload();
    await agent.getByRole('tab', { name: 'Contracts' }).click();
    await agent.getByLabel('Status').selectOption('ACTIVE');
    const active = offerRow(agent.getByRole('region', { name: 'Daily wages contracts you offered' }), 'sub1');
    await expect(active).toHaveCount(1);
    await expect(active).toContainText('1.2%');
    await expect(active.getByRole('cell').nth(3)).not.toHaveText('—');
    // The 1.5% contract it replaced is listed as ended by the system.
    await agent.getByLabel('Status').selectOption('TERMINATED');
    await expect(
      offerRow(agent.getByRole('region', { name: 'Daily wages contracts you offered' }), 'sub1').filter({
        hasText: 'Ended by the system.',
      }),
    ).toHaveCount(1);
  });

  test("a lower rate offered to sub3 warns before accepting and ends sub3's own higher-rate contracts", async ({
    browser,
  }) => {
    const agent = await agentSession(browser, 'agent', 'agent1234');
    const panel = await openContracts(agent, 'Dividend records', 'Dividend contracts you offered');
    await panel.getByRole('button', { name: 'Offer a contract' }).click();
    const dialog = agent.getByRole('dialog', { name: 'Offer a Dividend contract' });
    await dialog.getByRole('button', { name: 'Send the offer' }).click();
    await expect(dialog.getByText('This field is required').first()).toBeVisible();
    await dialog.getByLabel('Direct agent downline').selectOption('sub3');
    await dialog.getByLabel('Dividend period').selectOption('WEEKLY');
    const tier = dialog.getByRole('group', { name: 'Tier 1' });
    await tier.getByLabel('Rate (%)').fill('20');
    await tier.getByLabel('Active members at least').fill('2.5');
    await dialog.getByRole('button', { name: 'Send the offer' }).click();
    await expect(tier.getByText('Enter a number: whole for members')).toBeVisible();
    await tier.getByLabel('Active members at least').fill('3');
    await tier.getByLabel('Profit and loss in the period at least').fill('-5000');
    await expect(dialog.getByText('You offer sub3 up to 20%.')).toBeVisible();
    await expectAccessible(agent);
    await dialog.getByRole('button', { name: 'Send the offer' }).click();
    await expect(notice(panel)).toHaveText('Offer sent to sub3: it waits for their answer.');

    const sub3 = await agentSession(browser, 'sub3', DOWNLINE_PASSWORD);
    const popup = await contractPopup(sub3);
    await popup.getByRole('tab', { name: 'Dividend' }).click();
    await popup
      .getByRole('article')
      .filter({ hasText: 'offered by agent' })
      .filter({ has: sub3.getByRole('button', { name: 'Accept' }) })
      .getByRole('button', { name: 'Accept' })
      .click();
    const warning = popup.getByRole('alertdialog', { name: 'Please confirm' });
    await expect(warning).toContainText('Accepting terminates these contracts of yours:');
    await expect(warning.getByRole('listitem')).toHaveText([
      'sub3a · Dividend · 30%',
      'sub3b · Dividend · 30%',
    ]);
    await expectAccessible(sub3);
    await sub3.screenshot({ path: `${shots}/agent-contracts-lower-rate-warning.png` });
    await warning.getByRole('button', { name: 'Confirm' }).click();
    const ended = popup.locator('.contract__notice');
    await expect(ended).toContainText('Downline contracts ended by this acceptance: 2');
    await expect(ended.getByRole('listitem')).toHaveText([
      'sub3a · Dividend · 30%',
      'sub3b · Dividend · 30%',
    ]);
    await popup.getByRole('button', { name: 'Close' }).click();

    // sub3, as an upline, sees why those two ended.
    const own = await openContracts(sub3, 'Dividend records', 'Dividend contracts you offered');
    await expect(offerRow(own, 'sub3a')).toContainText(
      'Ended automatically: you accepted a lower rate from your own upline.',
    );
    await expect(offerRow(own, 'sub3b')).toContainText('Terminated');

    await agent.reload();
    await agent.getByRole('tab', { name: 'Contracts' }).click();
    await agent.getByLabel('Status').selectOption('ACTIVE');
    await expect(
      offerRow(agent.getByRole('region', { name: 'Dividend contracts you offered' }), 'sub3').filter({
        hasText: 'Active',
      }),
    ).toContainText('20%');
  });
});

test.describe('the upline manages its offers', () => {
  test('terminates a pending offer with a reason; the reason and the dates are listed', async ({
    browser,
  }) => {
    const agent = await agentSession(browser, 'agent', 'agent1234');
    const panel = await openContracts(agent, 'Real-time wages', 'Real-time wages contracts you offered');
    await agent.getByLabel('Status').selectOption('PENDING');
    await offerRow(panel, 'sub3').getByRole('button', { name: 'Terminate the contract with sub3' }).click();
    const dialog = agent.getByRole('dialog', { name: 'Terminate the contract with sub3?' });
    await expect(dialog).toContainText('The offer is withdrawn');
    await dialog.getByLabel('Reason (optional, up to 140 characters)').fill('x'.repeat(150));
    await expect(dialog.getByLabel('Reason (optional, up to 140 characters)')).toHaveValue('x'.repeat(140));
    await dialog.getByLabel('Reason (optional, up to 140 characters)').fill('Terms changed');
    await expectAccessible(agent);
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect(dialog).toBeHidden();
    await offerRow(panel, 'sub3').getByRole('button', { name: 'Terminate the contract with sub3' }).click();
    await expect(dialog.getByLabel('Reason (optional, up to 140 characters)')).toHaveValue('Terms changed');
    await dialog.getByRole('button', { name: 'Terminate', exact: true }).click();
    await expect(notice(panel)).toHaveText('The contract with sub3 is terminated.');
    await expect(panel.getByText('No Real-time wages contracts with the status Pending.')).toBeVisible();
    await agent.getByLabel('Status').selectOption('TERMINATED');
    const row = offerRow(panel, 'sub3');
    await expect(row).toContainText('Terminated by you. “Terms changed”');
    await expect(row.getByRole('cell').nth(4)).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  test("a downline's offer is capped at its own rate before it is sent", async ({ browser }) => {
    const sub1 = await agentSession(browser, 'sub1', DOWNLINE_PASSWORD);
    await (await contractPopup(sub1)).getByRole('button', { name: 'Close' }).click();
    const panel = await openContracts(sub1, 'Daily wages', 'Daily wages contracts you offered');
    await expect(panel).toContainText('Your own Daily wages rate is 1.5%: an offer can be at most that.');
    await panel.getByRole('button', { name: 'Offer a contract' }).click();
    const dialog = sub1.getByRole('dialog', { name: 'Offer a Daily wages contract' });
    await dialog.getByLabel('Direct agent downline').selectOption('sub1a');
    await dialog.getByLabel('Rate (%)').fill('2');
    await expect(dialog.getByText('You offer sub1a up to 2%. That is above your own 1.5%.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Send the offer' }).click();
    await expect(dialog.getByText('At most 1.5%, your own rate.', { exact: true })).toBeVisible();
    await dialog.getByLabel('Rate (%)').fill('1.5');
    await dialog.getByRole('button', { name: 'Send the offer' }).click();
    await expect(notice(panel)).toHaveText('Offer sent to sub1a: it waits for their answer.');
  });
});

test.describe('failures lose nothing', () => {
  test('a failed list offers a retry; a refused or failed offer keeps the form with the reason', async ({
    browser,
    request,
  }) => {
    const agent = await agentSession(browser, 'agent', 'agent1234');
    const fail = async (operationId: string, kind: string) =>
      expect(
        (await request.post('/__sandbox/failures', { data: { operationId, kind, times: 1 } })).ok(),
      ).toBe(true);
    await fail('listContracts', '500');
    await agent
      .getByRole('navigation', { name: 'Agent centre sections' })
      .getByRole('link', { name: 'Hourly wages', exact: true })
      .click();
    await agent.getByRole('tab', { name: 'Contracts' }).click();
    const panel = agent.getByRole('region', { name: 'Hourly wages contracts you offered' });
    await expect(panel.getByRole('alert')).toBeVisible();
    await panel.getByRole('button', { name: 'Try again' }).click();
    await expect(offerRow(panel, 'sub1')).toContainText('Pending');

    // sub1 already has an hourly offer waiting: the server refuses a second one.
    await panel.getByRole('button', { name: 'Offer a contract' }).click();
    const dialog = agent.getByRole('dialog', { name: 'Offer a Hourly wages contract' });
    await dialog.getByLabel('Direct agent downline').selectOption('sub1');
    await dialog.getByLabel('Rate (%)').fill('0.9');
    await dialog.getByLabel('Bets per hour at least').fill('2000');
    await dialog.getByRole('button', { name: 'Send the offer' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('A pending contract of this type already exists');
    await expect(dialog.getByLabel('Rate (%)')).toHaveValue('0.9');
    await expect(dialog.getByLabel('Bets per hour at least')).toHaveValue('2000');

    await dialog.getByLabel('Direct agent downline').selectOption('sub2');
    await fail('offerContract', '500');
    await dialog.getByRole('button', { name: 'Send the offer' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expect(dialog.getByLabel('Rate (%)')).toHaveValue('0.9');
    await dialog.getByRole('button', { name: 'Send the offer' }).click();
    await expect(notice(panel)).toHaveText('Offer sent to sub2: it waits for their answer.');
  });
});

test.describe('the console', () => {
  test('reopens the contract popup while offers wait, and opens deposit and withdraw in the agent layout', async ({
    browser,
  }) => {
    const sub2 = await agentSession(browser, 'sub2', DOWNLINE_PASSWORD);
    await (await contractPopup(sub2)).getByRole('button', { name: 'Close' }).click();
    const console = sub2.getByRole('banner');
    await console.getByRole('button', { name: 'Contracts 1 waiting for your answer' }).click();
    await expect(await contractPopup(sub2)).toContainText('offered by agent');
    await sub2.getByRole('dialog', { name: 'Contracts' }).getByRole('button', { name: 'Close' }).click();

    await console.getByRole('link', { name: 'Deposit' }).click();
    await expect(sub2).toHaveURL(/\/agentHome\/deposit$/);
    await expect(sub2.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
    await expect(sub2.getByLabel('Amount').first()).toBeVisible();
    await expect(sub2.getByRole('navigation', { name: 'Agent centre sections' })).toHaveCount(0);
    await expect(sub2.getByRole('banner')).toHaveCount(1);
    await expectAccessible(sub2);
    await sub2.screenshot({ path: `${shots}/agent-console-deposit.png`, fullPage: true });
    await console.getByRole('link', { name: 'Withdraw' }).click();
    await expect(sub2).toHaveURL(/\/agentHome\/withdraw$/);
    await expect(sub2.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();
    await expectAccessible(sub2);
    await console.getByRole('link', { name: 'Platform messages' }).click();
    await expect(sub2).toHaveURL(/\/agentHome\/agentAnnouncement$/);
    await expect(console.getByRole('link', { name: 'Customer service' })).toHaveAttribute('target', '_blank');
    const clock = console.locator('time');
    const before = await clock.textContent();
    await expect(clock).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d GMT$/);
    await expect(clock).not.toHaveText(before ?? '');
    await console.getByRole('button', { name: 'Sign out' }).click();
    await sub2.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(sub2).toHaveURL(/\/agent$/);
  });

  test('a player opening an agent page is sent to /agent', async ({ page }) => {
    await openLogin(page);
    const login = page.getByRole('dialog', { name: 'Log in' });
    await fillLogin(login, 'demo', 'demo1234');
    await submitLogin(page);
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeHidden();
    await page.goto('/agentHome/agentDailyWages2');
    await expect(page).toHaveURL(/\/agent$/);
    await page.goto('/agentHome/deposit');
    await expect(page).toHaveURL(/\/agent$/);
  });
});

test.describe('feature flags', () => {
  test('an agent with contracts and hourly wages off sees neither: no popup, no console button, no contracts view', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    await context.route('**/wps/member/info**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { value?: Record<string, unknown> };
      if (body.value) Object.assign(body.value, { enableContract: false, enableHourlySalary: false });
      await route.fulfill({ response, json: body });
    });
    await withoutNoticePopups(context);
    const sub2 = await context.newPage();
    await logInAgent(sub2, 'sub2', DOWNLINE_PASSWORD);
    const nav = sub2.getByRole('navigation', { name: 'Agent centre sections' });
    await expect(nav.getByRole('link', { name: 'Daily wages', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Hourly wages', exact: true })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Daily wages', exact: true }).click();
    await expect(sub2.getByRole('heading', { level: 2, name: 'Daily wages' })).toBeVisible();
    await expect(sub2.getByRole('tab', { name: 'Contracts' })).toHaveCount(0);
    await expect(sub2.getByRole('banner').getByRole('button', { name: /^Contracts/ })).toHaveCount(0);
    await expect(sub2.getByRole('dialog', { name: 'Contracts' })).toHaveCount(0);
    await sub2.goto('/agentHome/agentHourSalary');
    await expect(sub2).toHaveURL(/\/agentHome$/);
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the console bar wraps and a contracts panel scrolls its table inside its own box', async ({
    browser,
  }) => {
    const agent = await agentSession(browser, 'agent', 'agent1234');
    await agent.setViewportSize({ width: 360, height: 740 });
    const pageWidth = () => agent.evaluate(() => document.documentElement.scrollWidth);
    expect(await pageWidth()).toBeLessThanOrEqual(360);
    await agent.getByRole('banner').screenshot({ path: `${shots}/agent-console-360.png` });
    const panel = await openContracts(agent, 'Dividend records', 'Dividend contracts you offered');
    await expect(panel.getByRole('table')).toBeVisible();
    expect(await pageWidth()).toBeLessThanOrEqual(360);
    await agent.screenshot({ path: `${shots}/agent-contracts-360.png`, fullPage: true });
    await expectAccessible(agent);
    await panel.getByRole('button', { name: 'Offer a contract' }).click();
    await expect(agent.getByRole('dialog', { name: 'Offer a Dividend contract' })).toBeVisible();
    expect(await pageWidth()).toBeLessThanOrEqual(360);
    await agent.screenshot({ path: `${shots}/agent-contracts-offer-360.png` });
  });
});
