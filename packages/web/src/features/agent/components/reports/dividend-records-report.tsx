import type { CsvColumn } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { SearchFilter, SelectFilter } from '@/components/reports/report-filters';
import { PagedReport } from '@/components/reports/paged-report';
import type { ReportColumn } from '@/components/reports/report-table';
import { useReportState } from '@/components/reports/use-report-state';
import { toneClass } from '@/components/reports/report-format';
import { DateTime } from '@/components/ui/date-time';
import { useSdk } from '@/lib/app-services';
import {
  listDividendRecords,
  useDividendRecords,
  type DividendFilters,
} from '../../api/list-dividend-records';
import { RoleFilter } from './scope-filter';
import { useMoney, useReportTexts } from './report-helpers';

type Dividend = Schemas['DividendRecord'];
const PERIODS = [
  'DAILY',
  'WEEKLY',
  'SEMI_MONTHLY',
  'MONTHLY',
] as const satisfies readonly Schemas['SettlementPeriod'][];

/** `agentDividendRecordCopy2`: dividend settlements paid to my downlines or to me, each with its contract. */
export function DividendRecordsReport() {
  const { t, empty } = useReportTexts();
  const money = useMoney();
  const sdk = useSdk();
  const report = useReportState<Omit<DividendFilters, 'startDate' | 'endDate'>>({ role: 'upline' });
  const query = useDividendRecords(report.query, report.pageNo);
  const columns: ReportColumn<Dividend>[] = [
    {
      key: 'period',
      header: t('col.period'),
      cell: (d) => <span dir="ltr">{`${d.periodStart} – ${d.periodEnd}`}</span>,
    },
    { key: 'account', header: t('col.receiver'), cell: (d) => d.account },
    { key: 'contract', header: t('col.contractId'), cell: (d) => d.contractId ?? t('col.noContract') },
    { key: 'periodType', header: t('col.periodType'), cell: (d) => t(`periodType.${d.periodType}`) },
    { key: 'active', header: t('col.activeMember'), numeric: true, cell: (d) => d.activeMember },
    { key: 'validBet', header: t('col.validBet'), numeric: true, cell: (d) => money(d.periodValidBet) },
    {
      key: 'profitLoss',
      header: t('col.periodProfitLoss'),
      numeric: true,
      cell: (d) => <span className={toneClass(d.periodProfitLoss)}>{money(d.periodProfitLoss)}</span>,
    },
    { key: 'rate', header: t('col.rate'), numeric: true, cell: (d) => `${d.rate}%` },
    { key: 'amount', header: t('col.amount'), numeric: true, cell: (d) => money(d.amount) },
    { key: 'status', header: t('col.status'), cell: (d) => t(`settlementStatus.${d.status}`) },
    {
      key: 'issued',
      header: t('col.issuedTime'),
      cell: (d) => (d.issuedTime ? <DateTime value={d.issuedTime} /> : ''),
    },
  ];
  const csv: CsvColumn<Dividend>[] = [
    { header: t('col.recordId'), value: (d) => d.recordId },
    { header: t('col.periodStart'), value: (d) => d.periodStart },
    { header: t('col.periodEnd'), value: (d) => d.periodEnd },
    { header: t('col.receiver'), value: (d) => d.account },
    { header: t('col.contractId'), value: (d) => d.contractId },
    { header: t('col.periodType'), value: (d) => t(`periodType.${d.periodType}`) },
    { header: t('col.activeMember'), value: (d) => d.activeMember },
    { header: t('col.validBet'), value: (d) => d.periodValidBet },
    { header: t('col.periodProfitLoss'), value: (d) => d.periodProfitLoss },
    { header: t('col.rate'), value: (d) => d.rate },
    { header: t('col.amount'), value: (d) => d.amount },
    { header: t('col.status'), value: (d) => t(`settlementStatus.${d.status}`) },
    { header: t('col.issuedTime'), value: (d) => d.issuedTime },
  ];
  const { filters, setFilter } = report;
  return (
    <PagedReport
      report={report}
      query={query}
      filters={
        <>
          <RoleFilter role={filters.role} onChange={(v) => setFilter('role', v)} />
          <SelectFilter
            label={t('filters.periodType')}
            value={filters.periodType ?? ''}
            allLabel={t('filters.all')}
            options={PERIODS.map((v) => ({ value: v, label: t(`periodType.${v}`) }))}
            onChange={(v) => setFilter('periodType', v || undefined)}
          />
          <SearchFilter
            label={t('filters.account')}
            value={filters.account ?? ''}
            onChange={(v) => setFilter('account', v || undefined)}
          />
        </>
      }
      csv={{
        name: 'dividends',
        columns: csv,
        fetchPage: (pageNo, pageSize, signal) =>
          listDividendRecords(sdk, report.query, pageNo, pageSize, signal),
      }}
      emptyText={empty('dividends', report.range)}
      summary={(data) => [
        { label: t('sum.records'), value: String(data.total) },
        { label: t('sum.totalAmount'), value: money(data.totalAmount) },
      ]}
      caption={t('caption.dividends', { ...report.range })}
      columns={columns}
      rowKey={(d) => d.recordId}
    />
  );
}
