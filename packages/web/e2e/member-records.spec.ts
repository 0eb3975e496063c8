import type { Locator, Page } from '@playwright/test';
import { signInDemo } from './games-support';
import { expect, expectAccessible, openSection, resetSandbox, test } from './support';

// The member's records: betting record, account record, personal profit and loss,
// bonus details, on the shared report frame, against the sandbox. Days are GMT days (the report timezone).

const DAY = 86_400_000;
const gmtDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const lastDays = (days: number) => ({
  startDate: gmtDay(Date.now() - (days - 1) * DAY),
  endDate: gmtDay(Date.now()),
});

async function openRecord(page: Page, tab: string, heading: string): Promise<void> {
  await openSection(page, `/member/${tab}`, heading, 2);
  await expect(page.getByRole('group', { name: 'Dates' })).toBeVisible();
}

/** The number a totals box gives for one label. */
async function total(totals: Locator, label: string): Promise<number> {
  return Number(
    await totals
      .locator('dt', { hasText: new RegExp(`^${label}$`) })
      .locator('+ dd')
      .innerText(),
  );
}

const loaded = (page: Page) => expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);

test.describe("the member's records", () => {
  test.beforeEach(async ({ page, request }) => {
    await resetSandbox(request);
    // Through the sandbox's API onto the home (the login popup's own journeys: auth.spec.ts).
    await signInDemo(page);
  });

  test('the betting record: a filtered range paged by the server, previous and next ranges, a custom range and a refused reversed one', async ({
    page,
  }) => {
    await openRecord(page, 'personalHistoryCopy', 'Betting record');
    const week = lastDays(7);
    await expect(page.getByText(`${week.startDate} to ${week.endDate}, days and times in GMT`)).toBeVisible();

    await page.getByRole('button', { name: 'Last 30 days' }).click();
    const month = lastDays(30);
    const totals = page.getByRole('region', { name: `Totals from ${month.startDate} to ${month.endDate}` });
    const table = page.getByRole('region', { name: `My bets from ${month.startDate} to ${month.endDate}` });
    await expect(table.locator('tbody tr')).toHaveCount(20);
    const all = await total(totals, 'Bets');
    await expect(page.getByText(`Page 1 of ${Math.ceil(all / 20)}`)).toBeVisible();
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(`Page 2 of ${Math.ceil(all / 20)}`)).toBeVisible();

    // A filter asks the server again, from page 1, and the totals are the filter's.
    await page.getByLabel('Game type').selectOption('RNG');
    await expect.poll(() => total(totals, 'Bets')).toBeLessThan(all);
    expect(await total(totals, 'Bets')).toBeGreaterThan(0);
    for (const type of await table.locator('tbody tr td:nth-child(3)').allInnerTexts())
      expect(type).toBe('Slots');

    await page.getByRole('button', { name: 'Previous 30 days' }).click();
    const before = { startDate: gmtDay(Date.now() - 59 * DAY), endDate: gmtDay(Date.now() - 30 * DAY) };
    await expect(
      page.getByText(`${before.startDate} to ${before.endDate}, days and times in GMT`),
    ).toBeVisible();
    await loaded(page);
    await page.getByRole('button', { name: 'Next 30 days' }).click();
    await expect(
      page.getByText(`${month.startDate} to ${month.endDate}, days and times in GMT`),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next 30 days' })).toBeDisabled();

    const custom = { startDate: gmtDay(Date.now() - 20 * DAY), endDate: gmtDay(Date.now() - 10 * DAY) };
    await page.getByLabel('From', { exact: true }).fill(custom.startDate);
    await page.getByLabel('To', { exact: true }).fill(custom.endDate);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(
      page.getByRole('region', { name: `My bets from ${custom.startDate} to ${custom.endDate}` }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous 11 days' })).toBeVisible();

    await page.getByLabel('From', { exact: true }).fill(custom.endDate);
    await page.getByLabel('To', { exact: true }).fill(custom.startDate);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('alert')).toHaveText('The end date is before the start date.');
    await expect(
      page.getByRole('region', { name: `My bets from ${custom.startDate} to ${custom.endDate}` }),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test("the account record's totals for the range, by type", async ({ page }) => {
    await openRecord(page, 'transactionHistory', 'Account record');
    await page.getByRole('button', { name: 'Last 30 days' }).click();
    const month = lastDays(30);
    const totals = page.getByRole('region', { name: `Totals from ${month.startDate} to ${month.endDate}` });
    await expect(totals).toBeVisible();
    const all = await total(totals, 'Transactions');
    await page.getByLabel('Transaction type').selectOption('DEPOSIT');
    await expect.poll(() => total(totals, 'Transactions')).toBeLessThan(all);
    const table = page.getByRole('region', {
      name: `My transactions from ${month.startDate} to ${month.endDate}`,
    });
    for (const type of await table.locator('tbody tr td:nth-child(2)').allInnerTexts())
      expect(type).toBe('Deposit');
    await loaded(page);
    await expectAccessible(page);
  });

  test('personal profit and loss from the account menu: totals, a chart per day and its table view', async ({
    page,
  }) => {
    await page.getByRole('banner').locator('.dropdown__toggle').click();
    await page.getByRole('link', { name: 'Personal profit and loss' }).click();
    await expect(page).toHaveURL(/\/member\/personalProfit$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Personal profit and loss', exact: true }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Last 30 days' }).click();
    const month = lastDays(30);
    const title = `My profit and loss per day from ${month.startDate} to ${month.endDate}`;
    const chart = page.getByRole('img', { name: new RegExp(`^${title}`) });
    await expect(chart).toBeVisible();
    await expect(page.getByRole('table', { name: title })).toBeHidden();
    await page.getByRole('button', { name: 'Show the figures as a table' }).click();
    const days = page.getByRole('table', { name: title });
    await expect(days.locator('tbody tr')).toHaveCount(30);
    await expect(days.locator('tbody tr').first().locator('th')).toHaveText(month.startDate);
    await expect(
      page
        .getByRole('region', { name: `Totals from ${month.startDate} to ${month.endDate}` })
        .getByText('Profit and loss'),
    ).toBeVisible();
    await expect(
      page.getByRole('region', {
        name: `Profit and loss per game type from ${month.startDate} to ${month.endDate}`,
      }),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('bonus details: the empty state names the range, a type lists its bonuses with their total', async ({
    page,
  }) => {
    await openRecord(page, 'bonusDetails', 'Bonus details');
    // Days long before the sandbox's history (its world is seeded relative to now): surely empty.
    const past = { startDate: gmtDay(Date.now() - 400 * DAY), endDate: gmtDay(Date.now() - 394 * DAY) };
    await page.getByLabel('From', { exact: true }).fill(past.startDate);
    await page.getByLabel('To', { exact: true }).fill(past.endDate);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText(`No bonuses from ${past.startDate} to ${past.endDate}`)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Last 30 days' }).click();
    await page.getByLabel('Bonus type').selectOption('REBATE');
    const month = lastDays(30);
    const table = page.getByRole('region', {
      name: `My bonuses from ${month.startDate} to ${month.endDate}`,
    });
    await expect(table.locator('tbody tr').first()).toContainText('Rebate');
    await expect(
      page
        .getByRole('region', { name: `Totals from ${month.startDate} to ${month.endDate}` })
        .getByText('Total bonuses'),
    ).toBeVisible();
    await loaded(page);
    await expectAccessible(page);
  });

  test('at 360 px the records scroll inside their own box and the chart fits the screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const fits = async () => {
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        view: window.innerWidth,
      }));
      expect(widths.page).toBeLessThanOrEqual(widths.view);
    };
    await openRecord(page, 'personalHistoryCopy', 'Betting record');
    await page.getByRole('button', { name: 'Last 30 days' }).click();
    const table = page.getByRole('region', { name: /^My bets from/ });
    await expect(table.locator('tbody tr')).toHaveCount(20);
    await fits();
    expect(await table.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
    await expectAccessible(page);

    await openRecord(page, 'personalProfit', 'Personal profit and loss');
    await page.getByRole('button', { name: 'Last 30 days' }).click();
    const chart = page.getByRole('img', { name: /^My profit and loss per day/ });
    await expect(chart).toBeVisible();
    expect((await chart.boundingBox())?.width ?? 999).toBeLessThanOrEqual(360);
    await fits();
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/screenshots/member-records-profit-360.png', fullPage: true });
  });
});
