import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, lastDaysRange, todayIn } from '@lobby/flows';
import { renderApp } from '@/testing/render-app';
import { sandboxToken } from '@/testing/sandbox-token';
import { useSandbox } from '@/testing/sandbox-server';
import { clearFailures, injectFailure } from '@lobby/mocks/controls';

// Whole-app renders with lazy chunks against the MSW sandbox: slow when the shared machine is busy.
const SLOW = { timeout: 25_000 };
const week = () => lastDaysRange(7, todayIn(Date.now()));
const month = () => lastDaysRange(30, todayIn(Date.now()));
const open = async (tab: string) =>
  renderApp(`/member/${tab}`, { token: await sandboxToken('demo', 'demo1234') });
// Days long before the sandbox's history (its world is seeded relative to now): surely empty.
const past = () => ({
  startDate: addDays(todayIn(Date.now()), -400),
  endDate: addDays(todayIn(Date.now()), -394),
});
const applyRange = (range: { startDate: string; endDate: string }) => {
  fireEvent.change(screen.getByLabelText('From'), { target: { value: range.startDate } });
  fireEvent.change(screen.getByLabelText('To'), { target: { value: range.endDate } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
};
const last30 = async () => fireEvent.click(await screen.findByRole('button', { name: 'Last 30 days' }, SLOW));

describe("the member's records", { timeout: 60_000 }, () => {
  useSandbox();

  it('pages the betting record on the server, with the totals of the whole range and its timezone', async () => {
    await open('personalHistoryCopy');
    const { startDate, endDate } = week();
    expect(
      await screen.findByText(`${startDate} to ${endDate}, days and times in GMT`, undefined, SLOW),
    ).toBeTruthy();
    await last30();
    const range = month();
    const table = await screen.findByRole(
      'region',
      { name: `My bets from ${range.startDate} to ${range.endDate}` },
      SLOW,
    );
    // The last range's rows stay (busy) until the new page arrives.
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(21), SLOW);
    const totals = screen.getByRole('region', { name: `Totals from ${range.startDate} to ${range.endDate}` });
    const count = Number(within(totals).getByText('Bets').nextSibling?.textContent);
    expect(count).toBeGreaterThan(20);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText(`Page 1 of ${Math.ceil(count / 20)}`)).toBeTruthy();
    fireEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await within(pages).findByText(`Page 2 of ${Math.ceil(count / 20)}`)).toBeTruthy();
  });

  it('refuses a reversed custom range without asking the server, and keeps the shown range', async () => {
    await open('transactionHistory');
    const { startDate, endDate } = week();
    await screen.findByRole('region', { name: `Totals from ${startDate} to ${endDate}` }, SLOW);
    applyRange({ startDate: endDate, endDate: startDate });
    expect(screen.getByRole('alert').textContent).toBe('The end date is before the start date.');
    expect(screen.getByText(`${startDate} to ${endDate}, days and times in GMT`)).toBeTruthy();
  });

  it('filters the account record by type over the range', async () => {
    await open('transactionHistory');
    await last30();
    fireEvent.change(await screen.findByLabelText('Transaction type', undefined, SLOW), {
      target: { value: 'REBATE' },
    });
    const range = month();
    const table = await screen.findByRole(
      'region',
      { name: `My transactions from ${range.startDate} to ${range.endDate}` },
      SLOW,
    );
    await waitFor(() => {
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => within(row).queryByText('Rebate'))).toBe(true);
    }, SLOW);
  });

  it('draws the profit and loss per day, with the same figures as a table on demand', async () => {
    await open('personalProfit');
    await last30();
    const range = month();
    const chart = await screen.findByRole(
      'img',
      { name: new RegExp(`My profit and loss per day from ${range.startDate} to ${range.endDate}`) },
      SLOW,
    );
    expect(chart).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Show the figures as a table' });
    fireEvent.click(toggle);
    const days = screen.getByRole('table', {
      name: `My profit and loss per day from ${range.startDate} to ${range.endDate}`,
    });
    expect(within(days).getAllByRole('row')).toHaveLength(31);
    expect(within(days).getByRole('rowheader', { name: range.startDate })).toBeTruthy();
    expect(
      screen.getByRole('region', {
        name: `Profit and loss per game type from ${range.startDate} to ${range.endDate}`,
      }),
    ).toBeTruthy();
  });

  it('names the range of an empty bonus list, and lists the bonuses of a type with their total', async () => {
    await open('bonusDetails');
    await screen.findByRole('button', { name: 'Apply' }, SLOW);
    const { startDate, endDate } = past();
    applyRange(past());
    expect(
      await screen.findByText(`No bonuses from ${startDate} to ${endDate}`, undefined, SLOW),
    ).toBeTruthy();
    await last30();
    fireEvent.change(screen.getByLabelText('Bonus type'), { target: { value: 'REBATE' } });
    const range = month();
    const table = await screen.findByRole(
      'region',
      { name: `My bonuses from ${range.startDate} to ${range.endDate}` },
      SLOW,
    );
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    expect(
      within(
        screen.getByRole('region', { name: `Totals from ${range.startDate} to ${range.endDate}` }),
      ).getByText('Total bonuses'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Bonus type'), { target: { value: 'VIP' } });
    expect(
      await screen.findByText(`No bonuses from ${range.startDate} to ${range.endDate}`, undefined, SLOW),
    ).toBeTruthy();
  });

  it('says why a record did not load and loads it on Try again, the range kept', async () => {
    injectFailure('getPersonalProfit', 'malformed');
    await open('personalProfit');
    const alert = await screen.findByRole('alert', {}, SLOW);
    const { startDate, endDate } = week();
    expect(screen.getByText(`${startDate} to ${endDate}, days and times in GMT`)).toBeTruthy();
    clearFailures('getPersonalProfit');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('region', { name: `Totals from ${startDate} to ${endDate}` }, SLOW),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
