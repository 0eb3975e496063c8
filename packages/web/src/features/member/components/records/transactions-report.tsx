import { useTranslation } from 'react-i18next';
import { TRANSACTION_STATUSES, type CsvColumn } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { SelectFilter, TransactionTypeFilter } from '@/components/reports/report-filters';
import { tone, toneClass } from '@/components/reports/report-format';
import { PagedReport } from '@/components/reports/paged-report';
import type { ReportColumn } from '@/components/reports/report-table';
import { useReportState } from '@/components/reports/use-report-state';
import { DateTime } from '@/components/ui/date-time';
import { useSdk } from '@/lib/app-services';
import { listTransactions, useTransactions, type TransactionFilters } from '../../api/list-transactions';
import { useMoneyFormat } from '@/hooks/use-money-format';

type Row = Schemas['Transaction'];

/** `transactionHistory`: the account record by type and status, a page at a time, with the totals of every matching transaction. */
export function TransactionsReport() {
  const { t } = useTranslation('agentReports');
  const { t: r } = useTranslation('memberRecords');
  const money = useMoneyFormat();
  const sdk = useSdk();
  const report = useReportState<Omit<TransactionFilters, 'startDate' | 'endDate'>>({});
  const query = useTransactions(report.query, report.pageNo);
  const type = (x: Row) => t(`common:records.types.${x.type}`);
  const status = (x: Row) => t(`common:records.statuses.${x.status}`);
  const columns: ReportColumn<Row>[] = [
    { key: 'time', header: t('col.time'), cell: (x) => <DateTime value={x.createdTime} /> },
    { key: 'type', header: t('col.type'), cell: type },
    {
      key: 'amount',
      header: t('col.amount'),
      numeric: true,
      cell: (x) => <span className={toneClass(x.amount)}>{money(x.amount)}</span>,
    },
    { key: 'fee', header: t('col.fee'), numeric: true, cell: (x) => money(x.fee ?? 0) },
    {
      key: 'balance',
      header: t('col.balanceAfter'),
      numeric: true,
      cell: (x) => (x.balanceAfter === null || x.balanceAfter === undefined ? '' : money(x.balanceAfter)),
    },
    { key: 'status', header: t('col.status'), cell: status },
    { key: 'remark', header: t('col.remark'), cell: (x) => x.remark ?? '' },
  ];
  const csv: CsvColumn<Row>[] = [
    { header: t('col.transactionId'), value: (x) => x.transactionId },
    { header: t('col.orderNo'), value: (x) => x.orderNo },
    { header: t('col.time'), value: (x) => x.createdTime },
    { header: t('col.type'), value: type },
    { header: t('col.amount'), value: (x) => x.amount },
    { header: t('col.fee'), value: (x) => x.fee },
    { header: t('col.balanceAfter'), value: (x) => x.balanceAfter },
    { header: t('col.status'), value: status },
    { header: t('col.remark'), value: (x) => x.remark },
  ];
  const { filters, setFilter } = report;
  return (
    <PagedReport
      report={report}
      query={query}
      filters={
        <>
          <TransactionTypeFilter value={filters.type} onChange={(v) => setFilter('type', v)} />
          <SelectFilter
            label={t('filters.status')}
            value={filters.status ?? ''}
            allLabel={t('filters.all')}
            options={TRANSACTION_STATUSES.map((v) => ({
              value: v,
              label: t(`common:records.statuses.${v}`),
            }))}
            onChange={(v) => setFilter('status', v || undefined)}
          />
        </>
      }
      csv={{
        name: 'transactions',
        columns: csv,
        fetchPage: (pageNo, pageSize, signal) =>
          listTransactions(sdk, report.query, pageNo, pageSize, signal),
      }}
      emptyText={r('empty.transactions', { ...report.range })}
      summary={(data) => [
        { label: t('sum.count'), value: String(data.summary.count) },
        {
          label: t('sum.amountIn'),
          value: money(data.summary.amountIn),
          tone: tone(data.summary.amountIn),
        },
        {
          label: t('sum.amountOut'),
          value: money(data.summary.amountOut),
          tone: tone(data.summary.amountOut),
        },
        { label: t('col.fee'), value: money(data.summary.fee) },
      ]}
      caption={r('caption.transactions', { ...report.range })}
      columns={columns}
      rowKey={(x) => x.transactionId}
    />
  );
}
