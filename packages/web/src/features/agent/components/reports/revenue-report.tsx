import { useQueryClient } from '@tanstack/react-query';
import type { CsvColumn } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { CsvExport } from '@/components/reports/csv-export';
import { ReportFrame, ReportResult } from '@/components/reports/report-frame';
import { ReportSummary } from '@/components/reports/report-summary';
import { ReportTable, type ReportColumn } from '@/components/reports/report-table';
import { TrendChart } from '@/components/reports/trend-chart';
import { useReportState } from '@/components/reports/use-report-state';
import { csvFileName, tone, toneClass } from '@/components/reports/report-format';
import { useSdk } from '@/lib/app-services';
import { revenueQueryOptions, useRevenueReport } from '../../api/get-revenue-report';
import { useMoney, useReportTexts } from './report-helpers';

type Day = Schemas['RevenueDay'];
const FIGURES = ['validBet', 'winLoss', 'dividendAmount', 'wagesAmount', 'rebateAmount', 'revenue'] as const;

/** `agentRevenueReport`: what the agent earned per day over the range, its totals and its trend. */
export function RevenueReport() {
  const { t, empty } = useReportTexts();
  const money = useMoney();
  const sdk = useSdk();
  const queryClient = useQueryClient();
  const report = useReportState({});
  const query = useRevenueReport(report.range);
  const columns: ReportColumn<Day>[] = [
    { key: 'date', header: t('col.date'), cell: (d) => <time dir="ltr">{d.date}</time> },
    ...FIGURES.map((key): ReportColumn<Day> => ({
      key,
      header: t(`col.${key}`),
      numeric: true,
      cell: (d) => <span className={key === 'revenue' ? toneClass(d[key]) : undefined}>{money(d[key])}</span>,
    })),
  ];
  const csv: CsvColumn<Day>[] = [
    { header: t('col.date'), value: (d) => d.date },
    ...FIGURES.map((key): CsvColumn<Day> => ({ header: t(`col.${key}`), value: (d) => d[key] })),
  ];
  // One answer holds every day of the range (at most 31): the export takes the rows from it.
  const fetchAll = async () => {
    const { list } = await queryClient.fetchQuery(revenueQueryOptions(sdk, report.range));
    return { list, total: list.length };
  };
  return (
    <ReportFrame
      range={report.range}
      today={report.today}
      onRangeChange={report.setRange}
      actions={
        <CsvExport fileName={csvFileName('revenue', report.range)} columns={csv} fetchPage={fetchAll} />
      }
    >
      <ReportResult
        query={query}
        isEmpty={(d) => d.list.length === 0}
        emptyText={empty('revenue', report.range)}
      >
        {(data) => (
          <>
            <ReportSummary
              range={report.range}
              items={FIGURES.map((key) => ({
                label: t(`col.${key}`),
                value: money(data.summary[key]),
                tone: key === 'revenue' ? tone(data.summary[key]) : undefined,
              }))}
            />
            <TrendChart
              title={t('chart.revenue')}
              points={data.list.map((d) => ({ label: d.date, value: d.revenue }))}
              format={money}
              labelHeader={t('col.date')}
              valueHeader={t('col.revenue')}
            />
            <ReportTable
              caption={t('caption.revenue', { ...report.range })}
              columns={columns}
              rows={data.list}
              rowKey={(d) => d.date}
            />
          </>
        )}
      </ReportResult>
    </ReportFrame>
  );
}
