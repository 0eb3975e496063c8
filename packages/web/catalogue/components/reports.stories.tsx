import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { lastDaysRange, type DateRange } from '@lobby/flows';
import { DateRangeFilter } from '@/components/reports/date-range-filter';
import type { ReportColumn } from '@/components/reports/report-columns';
import { ReportTable } from '@/components/reports/report-table';
import { loadNamespace } from '@/lib/i18n';

/** The report frame's paged table (src/components/reports), as the agent and member reports use it. */
const meta: Meta = { title: 'Components/Reports' };
export default meta;

interface Row {
  date: string;
  bets: number;
  payout: number;
}
// Headers are i18n keys; these name no text, so the table shows them as written.
const columns: readonly ReportColumn<Row>[] = [
  { header: 'Date', cell: (row) => row.date },
  { header: 'Bets', cell: (row) => row.bets.toFixed(2), numeric: true },
  { header: 'Payout', cell: (row) => row.payout.toFixed(2), numeric: true },
];
const rows: Row[] = Array.from({ length: 7 }, (_, i) => ({
  date: `2026-11-0${i + 1}`,
  bets: 120 + i * 35.5,
  payout: 98 + i * 30.25,
}));

export const Table: StoryObj = {
  render: () => (
    <ReportTable
      caption="Daily bets"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.date}
      page={{ pageNo: 1, pageSize: 7, total: 30, onPage: () => undefined }}
    />
  ),
};

const TODAY = '2026-11-26';

/** The date range filter with its presets (flows' report ranges); its texts are the agent reports' namespace. */
function RangeDemo() {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(false);
  const [range, setRange] = useState<DateRange>(() => lastDaysRange(7, TODAY));
  useEffect(() => {
    void loadNamespace(
      i18n,
      'agentReports',
      async () => (await import('@/i18n/locales/en/agentReports.json')).default,
    ).then(() => setReady(true));
  }, [i18n]);
  return ready ? <DateRangeFilter range={range} today={TODAY} onChange={setRange} /> : null;
}
export const DateRangeStory: StoryObj = { name: 'Date range', render: () => <RangeDemo /> };
