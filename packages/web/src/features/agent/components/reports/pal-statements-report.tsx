import type { Schemas } from '@lobby/sdk';
import { AccountFilter } from '@/components/reports/report-filters';
import { PagedReport } from '@/components/reports/paged-report';
import type { ReportColumn } from '@/components/reports/report-columns';
import { figureColumns, figureSummary, type ReportTexts } from '@/components/reports/record-columns';
import { TrendChart } from '@/components/reports/trend-chart';
import { useReportState } from '@/components/reports/use-report-state';
import { getPalStatements, usePalStatements, type PalFilters } from '../../api/get-pal-statements';
import { useRevenueReport } from '../../api/get-revenue-report';
import { ScopeFilter } from './scope-filter';
import { useReportTexts } from './report-helpers';

type Statement = Schemas['PalStatement'];
const FIGURES = [
  'depositAmount',
  'withdrawalAmount',
  'validBet',
  'winLoss',
  'bonusAmount',
  'rebateAmount',
  'profitAndLoss',
] as const;
const SIGNED = new Set<string>(['profitAndLoss', 'winLoss']);

const columns = ({ t, money }: ReportTexts): ReportColumn<Statement>[] => [
  { header: 'col.account', cell: (s) => s.account, csv: (s) => s.account },
  { header: 'col.role', cell: (s) => t(`downlineRole.${s.role}`), csv: (s) => t(`downlineRole.${s.role}`) },
  { header: 'col.teamSize', numeric: true, cell: (s) => s.teamSize ?? '', csv: (s) => s.teamSize },
  ...figureColumns(money, FIGURES, SIGNED),
];

/** `palStatementsAgentCopy`: profit and loss per direct downline (its own or with its team), the team's totals and its win/loss per day. */
export function PalStatementsReport() {
  const texts = useReportTexts();
  const { t } = texts;
  const report = useReportState<Omit<PalFilters, 'startDate' | 'endDate'>>({ directOnly: false });
  const query = usePalStatements(report.query, report.pageNo);
  return (
    <PagedReport
      report={report}
      query={query}
      filters={
        <>
          <AccountFilter {...report.filter('account')} />
          <ScopeFilter labels="figures" {...report.filter('directOnly')} />
        </>
      }
      before={<TeamWinLoss range={report.range} />}
      csv={{
        name: 'profit-and-loss',
        read: getPalStatements,
      }}
      emptyText={texts.empty('statements', report.range)}
      summary={(data) => figureSummary(texts, FIGURES, data.summary, SIGNED)}
      caption={t('caption.statements', { ...report.range })}
      columns={columns(texts)}
      rowKey={(s) => s.account}
    />
  );
}

/** The team's win/loss per day over the range (the revenue report's days), when it has any. */
function TeamWinLoss({ range }: { range: Parameters<typeof useRevenueReport>[0] }) {
  const { t, money } = useReportTexts();
  const days = useRevenueReport(range);
  if (!days.data || days.data.list.length === 0) return null;
  return (
    <TrendChart
      title={t('chart.teamWinLoss')}
      kind="bar"
      points={days.data.list.map((d) => ({ label: d.date, value: d.winLoss }))}
      format={money}
      labelHeader={t('col.date')}
      valueHeader={t('col.winLoss')}
    />
  );
}
