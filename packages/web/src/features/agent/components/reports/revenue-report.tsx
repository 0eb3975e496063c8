import { useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@lobby/sdk';
import { PagedReport } from '@/components/reports/paged-report';
import type { ReportColumn } from '@/components/reports/report-columns';
import type { ReportTexts } from '@/components/reports/record-columns';
import { TrendChart } from '@/components/reports/trend-chart';
import { useReportState } from '@/components/reports/use-report-state';
import { tone, toneClass } from '@/components/reports/report-format';
import { useSdk } from '@/lib/app-services';
import { revenueQueryOptions, useRevenueReport } from '../../api/get-revenue-report';
import { useReportTexts } from './report-helpers';

type Day = Schemas['RevenueDay'];
const FIGURES = ['validBet', 'winLoss', 'dividendAmount', 'wagesAmount', 'rebateAmount', 'revenue'] as const;

const columns = ({ money }: ReportTexts): ReportColumn<Day>[] => [
  { header: 'col.date', cell: (d) => <time dir="ltr">{d.date}</time>, csv: (d) => d.date },
  ...FIGURES.map((key): ReportColumn<Day> => ({
    header: `col.${key}`,
    numeric: true,
    cell: (d) => <span className={key === 'revenue' ? toneClass(d[key]) : undefined}>{money(d[key])}</span>,
    csv: (d) => d[key],
  })),
];

/** `agentRevenueReport`: what the agent earned per day over the range, its totals and its trend. */
export function RevenueReport() {
  const texts = useReportTexts();
  const { t, money } = texts;
  const sdk = useSdk();
  const queryClient = useQueryClient();
  const report = useReportState({});
  const query = useRevenueReport(report.range);
  // One answer holds every day of the range (at most 31): the export takes the rows from it.
  const fetchAll = async () => {
    const { list } = await queryClient.fetchQuery(revenueQueryOptions(sdk, report.range));
    return { list, total: list.length };
  };
  return (
    <PagedReport
      report={report}
      query={query}
      csv={{ name: 'revenue', fetchPage: fetchAll }}
      emptyText={texts.empty('revenue', report.range)}
      summary={(data) =>
        FIGURES.map((key) => ({
          label: t(`col.${key}`),
          value: money(data.summary[key]),
          tone: key === 'revenue' ? tone(data.summary[key]) : undefined,
        }))
      }
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
