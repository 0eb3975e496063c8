import { useQueryClient } from '@tanstack/react-query';
import type { DateRange } from '@lobby/flows';
import type { LobbySdk, Schemas } from '@lobby/sdk';
import { PagedReport } from '@/components/reports/paged-report';
import type { ReportColumn } from '@/components/reports/report-columns';
import { figureColumns, figureSummary, type ReportTexts } from '@/components/reports/record-columns';
import { TrendChart } from '@/components/reports/trend-chart';
import { useReportState } from '@/components/reports/use-report-state';
import { revenueQueryOptions, useRevenueReport } from '../../api/get-revenue-report';
import { useReportTexts } from './report-helpers';

type Day = Schemas['RevenueDay'];
const FIGURES = ['validBet', 'winLoss', 'dividendAmount', 'wagesAmount', 'rebateAmount', 'revenue'] as const;
const SIGNED = new Set<string>(['revenue']);

const columns = ({ money }: ReportTexts): ReportColumn<Day>[] => [
  { header: 'col.date', cell: (d) => <time dir="ltr">{d.date}</time>, csv: (d) => d.date },
  ...figureColumns(money, FIGURES, SIGNED),
];

/** `agentRevenueReport`: what the agent earned per day over the range, its totals and its trend. */
export function RevenueReport() {
  const texts = useReportTexts();
  const { t, money } = texts;
  const queryClient = useQueryClient();
  const report = useReportState({});
  const query = useRevenueReport(report.range);
  // One answer holds every day of the range (at most 31): the export takes the rows from it.
  const readAll = async (sdk: LobbySdk, range: DateRange) => {
    const { list } = await queryClient.fetchQuery(revenueQueryOptions(sdk, range));
    return { list, total: list.length };
  };
  return (
    <PagedReport
      report={report}
      query={query}
      csv={{ name: 'revenue', read: readAll }}
      emptyText={texts.empty('revenue', report.range)}
      summary={(data) => figureSummary(texts, FIGURES, data.summary, SIGNED)}
      chart={(data) => (
        <TrendChart
          title={t('chart.revenue')}
          points={data.list.map((d) => ({ label: d.date, value: d.revenue }))}
          format={money}
          labelHeader={t('col.date')}
          valueHeader={t('col.revenue')}
        />
      )}
      caption={t('caption.revenue', { ...report.range })}
      columns={columns(texts)}
      rowKey={(d) => d.date}
    />
  );
}
