import type { CsvColumn } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { SearchFilter } from '@/components/reports/report-filters';
import { PagedReport } from '@/components/reports/paged-report';
import type { ReportColumn } from '@/components/reports/report-table';
import { useReportState } from '@/components/reports/use-report-state';
import { DateTime } from '@/components/ui/date-time';
import { useSdk } from '@/lib/app-services';
import { listWages, useWages, type WagesFilters, type WagesKind } from '../../api/list-wages';
import { NextSettlement } from './next-settlement';
import { RoleFilter } from './scope-filter';
import { useMoney, useReportTexts } from './report-helpers';

type Wage = Schemas['WageRecord'];

/** `agentDailyWages2`, `agentHourSalary`, `agentRealtimeSalary`: wages settlements with their contract, kept current with the server's settlements. */
export function WagesReport({ kind }: { kind: WagesKind }) {
  const { t, empty } = useReportTexts();
  const money = useMoney();
  const sdk = useSdk();
  const report = useReportState<Omit<WagesFilters, 'startDate' | 'endDate'>>({ role: 'upline' });
  const query = useWages(kind, report.query, report.pageNo);
  const columns: ReportColumn<Wage>[] = [
    {
      key: 'period',
      header: t('col.period'),
      cell: (w) => (
        <span dir="ltr">{`${w.periodStart} – ${w.periodEnd.slice(kind === 'daily' ? 0 : 11)}`}</span>
      ),
    },
    { key: 'account', header: t('col.receiver'), cell: (w) => w.account },
    { key: 'contract', header: t('col.contractId'), cell: (w) => w.contractId ?? t('col.noContract') },
    { key: 'active', header: t('col.activeMember'), numeric: true, cell: (w) => w.activeMember },
    { key: 'bet', header: t('col.teamValidBet'), numeric: true, cell: (w) => money(w.betAmount) },
    { key: 'rate', header: t('col.rate'), numeric: true, cell: (w) => `${w.rate}%` },
    { key: 'amount', header: t('col.amount'), numeric: true, cell: (w) => money(w.amount) },
    { key: 'status', header: t('col.status'), cell: (w) => t(`settlementStatus.${w.status}`) },
    {
      key: 'issued',
      header: t('col.issuedTime'),
      cell: (w) => (w.issuedTime ? <DateTime value={w.issuedTime} /> : ''),
    },
  ];
  const csv: CsvColumn<Wage>[] = [
    { header: t('col.recordId'), value: (w) => w.recordId },
    { header: t('col.periodStart'), value: (w) => w.periodStart },
    { header: t('col.periodEnd'), value: (w) => w.periodEnd },
    { header: t('col.receiver'), value: (w) => w.account },
    { header: t('col.contractId'), value: (w) => w.contractId },
    { header: t('col.activeMember'), value: (w) => w.activeMember },
    { header: t('col.teamValidBet'), value: (w) => w.betAmount },
    { header: t('col.rate'), value: (w) => w.rate },
    { header: t('col.amount'), value: (w) => w.amount },
    { header: t('col.status'), value: (w) => t(`settlementStatus.${w.status}`) },
    { header: t('col.issuedTime'), value: (w) => w.issuedTime },
  ];
  const { filters, setFilter } = report;
  return (
    <PagedReport
      report={report}
      query={query}
      filters={
        <>
          <RoleFilter role={filters.role} onChange={(v) => setFilter('role', v)} />
          <SearchFilter
            label={t('filters.account')}
            value={filters.account ?? ''}
            onChange={(v) => setFilter('account', v || undefined)}
          />
        </>
      }
      before={
        query.data && (
          <NextSettlement
            kind={kind}
            times={query.data}
            refreshing={query.isFetching}
            onRefresh={() => void query.refetch()}
          />
        )
      }
      csv={{
        name: `${kind}-wages`,
        columns: csv,
        fetchPage: (pageNo, pageSize, signal) => listWages(sdk, kind, report.query, pageNo, pageSize, signal),
      }}
      emptyText={empty('wages', report.range)}
      summary={(data) => [
        { label: t('sum.records'), value: String(data.total) },
        { label: t('sum.totalAmount'), value: money(data.totalAmount) },
      ]}
      caption={t(`caption.${kind}`, { ...report.range })}
      columns={columns}
      rowKey={(w) => w.recordId}
    />
  );
}

/** `agentDailyWages2`. */
export const DailyWagesReport = () => <WagesReport kind="daily" />;
/** `agentHourSalary`. */
export const HourlyWagesReport = () => <WagesReport kind="hourly" />;
/** `agentRealtimeSalary`: settled every 5 minutes. */
export const RealtimeWagesReport = () => <WagesReport kind="realtime" />;
