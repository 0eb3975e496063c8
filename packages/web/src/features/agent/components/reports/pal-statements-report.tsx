import type { CsvColumn } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { SearchFilter } from '@/components/reports/report-filters';
import { PagedReport } from '@/components/reports/paged-report';
import type { ReportColumn } from '@/components/reports/report-table';
import { TrendChart } from '@/components/reports/trend-chart';
import { useReportState } from '@/components/reports/use-report-state';
import { tone, toneClass } from '@/components/reports/report-format';
import { useSdk } from '@/lib/app-services';
import { getPalStatements, usePalStatements, type PalFilters } from '../../api/get-pal-statements';
import { useRevenueReport } from '../../api/get-revenue-report';
import { ScopeFilter } from './scope-filter';
import { useMoney, useReportTexts } from './report-helpers';

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

/** `palStatementsAgentCopy`: profit and loss per direct downline (its own or with its team), the team's totals and its win/loss per day. */
export function PalStatementsReport() {
  const { t, empty } = useReportTexts();
  const money = useMoney();
  const sdk = useSdk();
  const report = useReportState<Omit<PalFilters, 'startDate' | 'endDate'>>({ directOnly: false });
  const query = usePalStatements(report.query, report.pageNo);
  const days = useRevenueReport(report.range);
  const columns: ReportColumn<Statement>[] = [
    { key: 'account', header: t('col.account'), cell: (s) => s.account },
    { key: 'role', header: t('col.role'), cell: (s) => t(`downlineRole.${s.role}`) },
    { key: 'teamSize', header: t('col.teamSize'), numeric: true, cell: (s) => s.teamSize ?? '' },
    ...FIGURES.map((key): ReportColumn<Statement> => ({
      key,
      header: t(`col.${key}`),
      numeric: true,
      cell: (s) => (
        <span className={key === 'profitAndLoss' || key === 'winLoss' ? toneClass(s[key]) : undefined}>
          {money(s[key])}
        </span>
      ),
    })),
  ];
  const csv: CsvColumn<Statement>[] = [
    { header: t('col.account'), value: (s) => s.account },
    { header: t('col.role'), value: (s) => t(`downlineRole.${s.role}`) },
    { header: t('col.teamSize'), value: (s) => s.teamSize },
    ...FIGURES.map((key): CsvColumn<Statement> => ({ header: t(`col.${key}`), value: (s) => s[key] })),
  ];
  const { filters, setFilter } = report;
  return (
    <PagedReport
      report={report}
      query={query}
      filters={
        <>
          <SearchFilter
            label={t('filters.account')}
            value={filters.account ?? ''}
            onChange={(v) => setFilter('account', v || undefined)}
          />
          <ScopeFilter
            labels="figures"
            directOnly={filters.directOnly}
            onChange={(v) => setFilter('directOnly', v)}
          />
        </>
      }
      before={
        days.data &&
        days.data.list.length > 0 && (
          <TrendChart
            title={t('chart.teamWinLoss')}
            kind="bar"
            points={days.data.list.map((d) => ({ label: d.date, value: d.winLoss }))}
            format={money}
            labelHeader={t('col.date')}
            valueHeader={t('col.winLoss')}
          />
        )
      }
      csv={{
        name: 'profit-and-loss',
        columns: csv,
        fetchPage: (pageNo, pageSize, signal) =>
          getPalStatements(sdk, report.query, pageNo, pageSize, signal),
      }}
      emptyText={empty('statements', report.range)}
      summary={(data) =>
        FIGURES.map((key) => ({
          label: t(`col.${key}`),
          value: money(data.summary[key]),
          tone: key === 'profitAndLoss' || key === 'winLoss' ? tone(data.summary[key]) : undefined,
        }))
      }
      caption={t('caption.statements', { ...report.range })}
      columns={columns}
      rowKey={(s) => s.account}
    />
  );
}
