import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createSdk, memoryTokenStore } from '@lobby/sdk';
import type { Page } from '@playwright/test';
import { agentTabs } from '../src/config/paths';
import { expect, expectAccessible, resetSandbox, signIn, test } from './support';

// The agent's reports, wages and dividends, against the sandbox.

// Every agent-centre section from the betting record on: the records, reports, wages and dividends.
const REPORTS = agentTabs.slice(agentTabs.indexOf('personalHistoryCopy'));

/** Days in GMT, the report timezone (the sandbox stamps every time in GMT). */
const gmtDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** A strict RFC 4180 reader: records end with CRLF, quoted fields may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else field += char;
  }
  return records;
}

/**
 * The agent's SDK in Node, to give the team rows a browser cannot make: transfers to downlines whose
 * remarks start like spreadsheet formulas (usernames cannot: the registration rules allow letters
 * and digits only), and enough of them that the 7-day transactions report has more than one page.
 */
async function transferWithRemarks(baseURL: string, remarks: readonly string[]): Promise<void> {
  const sdk = createSdk({
    baseUrl: baseURL,
    merchant: 'DEMO',
    language: 'EN',
    tokenStore: memoryTokenStore(),
    userAgent: 'e2e',
    retry: { retries: 0 },
  });
  await sdk.session.login({
    username: 'agent',
    password: 'agent1234',
    type: 'username',
    loginDeviceId: randomUUID(),
  });
  const downlines = ['p1a1', 'p1a2', 'p2a1', 'sub3', 'demo'];
  for (const [index, remark] of remarks.entries()) {
    await sdk.wallet.transferToDownline({
      'Idempotency-Key': randomUUID(),
      downlineAccount: downlines[index % downlines.length] ?? 'demo',
      amount: 1 + index,
      paymentPassword: '246810',
      remark,
    });
  }
}

async function openReport(page: Page, tab: (typeof REPORTS)[number]): Promise<void> {
  await page.goto(`/agentHome/${tab}`);
  await expect(page.getByRole('group', { name: 'Dates' })).toBeVisible();
  await expect(page.getByText(/days and times in GMT/)).toBeVisible();
}

test.describe('agent reports', () => {
  test.beforeEach(async ({ page, request }) => {
    await resetSandbox(request);
    // Through the sandbox's API: each report is opened by its address (openReport). The /agent log-in form's own
    // journeys are in pages, affiliate and hostile-backend.
    await signIn(page, 'agent', 'agent1234');
  });

  test('a 7-day downline transactions report exports every row to CSV, formula cells neutralised', async ({
    page,
    baseURL,
  }) => {
    const formulas = ['=HYPERLINK("http://evil.example","click")', '+1+1', '-2+3', '@SUM(A1:A9)'];
    await transferWithRemarks(baseURL ?? '', [
      ...formulas,
      ...Array.from({ length: 22 }, (_, i) => `e2e transfer ${i + 1}`),
    ]);
    await openReport(page, 'agentDownlineTransactionDetailsCopy');
    const today = gmtDay(Date.now());
    const range = { startDate: gmtDay(Date.now() - 6 * 86_400_000), endDate: today };
    await page.getByLabel('From', { exact: true }).fill(range.startDate);
    await page.getByLabel('To', { exact: true }).fill(range.endDate);
    await page.getByRole('button', { name: 'Apply' }).click();

    const totals = page.getByRole('region', { name: `Totals from ${range.startDate} to ${range.endDate}` });
    const count = Number(
      await totals
        .locator('dt', { hasText: /^Transactions$/ })
        .locator('+ dd')
        .innerText(),
    );
    expect(count).toBeGreaterThanOrEqual(26);
    await expect(page.getByText(`Page 1 of ${Math.ceil(count / 20)}`)).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: `Downline transactions from ${range.startDate} to ${range.endDate}` })
        .locator('tbody tr'),
    ).toHaveCount(20);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`downline-transactions_${range.startDate}_${range.endDate}.csv`);
    await expect(page.getByText(`Rows exported: ${count}`)).toBeVisible();
    const text = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
    const [header, ...rows] = parseCsv(text);
    expect(rows).toHaveLength(count);
    expect(new Set(rows.map((row) => row[0])).size).toBe(count);
    const remark = (header ?? []).indexOf('Remark');
    const remarks = rows.map((row) => row[remark]);
    for (const formula of formulas) expect(remarks).toContain(`'${formula}`);
    // No text cell may start like a formula; numbers (a negative amount) stay numbers.
    const risky = rows.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell) && !/^-\d+(\.\d+)?$/.test(cell));
    expect(risky).toEqual([]);
  });

  test('a range longer than 31 days or reversed is refused with a clear error', async ({ page }) => {
    await openReport(page, 'personalHistoryCopy');
    await page.getByLabel('From', { exact: true }).fill('2026-01-01');
    await page.getByLabel('To', { exact: true }).fill('2026-02-15');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('alert')).toHaveText('A range covers at most 31 days; this one covers 46.');
    await page.getByLabel('To', { exact: true }).fill('2025-12-31');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('alert')).toHaveText('The end date is before the start date.');
    await page.getByRole('button', { name: 'Last 30 days' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a real-time wage appears after the sandbox clock advances 5 minutes', async ({ page, request }) => {
    // The browser's timers are faked so the 5-minute wait can be skipped; the wait itself comes from the server's times.
    await page.clock.install();
    await openReport(page, 'agentRealtimeSalary');
    const next = page.getByText(/^Next settlement at (\d\d:\d\d:\d\d) \(GMT\)/);
    await expect(next).toBeVisible();
    const settlement = /at (\d\d:\d\d:\d\d)/.exec(await next.innerText())?.[1] ?? '';
    const table = page.getByRole('region', { name: /^Real-time wages from/ });
    const newest = table.locator('tbody tr').first().locator('td').first();
    await expect(newest).toContainText(`– ${settlement}`);
    const advanced = await request.post('/__sandbox/clock', { data: { advanceMs: 300_000 } });
    expect(advanced.ok()).toBe(true);
    await page.clock.fastForward('05:05');
    // The new period starts where the last one ended; the page read it without a reload or a click.
    await expect(newest).toContainText(`${settlement} – `);
    await expect(next).not.toContainText(settlement);
  });

  test('every report passes axe', async ({ page }) => {
    // Eight reports, each loaded and audited: more than one journey's time on a busy two-core machine.
    test.slow();
    for (const tab of REPORTS) {
      await openReport(page, tab);
      // The last 30 days hold the seeded team's figures: the audit covers the totals, tables and charts.
      await page.getByRole('button', { name: 'Last 30 days' }).click();
      await expect(page.getByText(/^Totals from/)).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
      await expectAccessible(page);
    }
  });

  test('at 360 px the team betting record scrolls inside its own box, not the page', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openReport(page, 'personalHistoryCopy');
    await page.getByRole('button', { name: /^Previous 7 days$/ }).click();
    await page.getByRole('button', { name: /^Previous 7 days$/ }).click();
    const table = page.getByRole('region', { name: /^Team bets from/ });
    await expect(table).toBeVisible();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      view: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.view);
    expect(await table.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
    await expectAccessible(page);
  });
});
