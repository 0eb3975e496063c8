import type { CsvColumn } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { SearchFilter, TransactionTypeFilter } from '@/components/reports/report-filters';
import { PagedReport } from '@/components/reports/paged-report';
import type { ReportColumn } from '@/components/reports/report-table';
import { useReportState } from '@/components/reports/use-report-state';
import { toneClass } from '@/components/reports/report-format';
import { DateTime } from '@/components/ui/date-time';
import { useSdk } from '@/lib/app-services';
import {
  listDownlineTransactions,
  useDownlineTransactions,
  type DownlineTransactionFilters,
} from '../../api/list-downline-transactions';
import { ScopeFilter } from './scope-filter';
import { useMoney, useReportTexts } from './report-helpers';

type Row = Schemas['DownlineTransaction'];

/** `agentDownlineTransactionDetailsCopy`: the downlines' transactions by type and account, direct or whole team, with the totals of all of them. */
export function DownlineTransactionsReport() {
  const { t, empty } = useReportTexts();
  const money = useMoney();
  const sdk = useSdk();
  const report = useReportState<Omit<DownlineTransactionFilters, 'startDate' | 'endDate'>>({
    directOnly: false,
  });
  const query = useDownlineTransactions(report.query, report.pageNo);
  const type = (x: Row) => t(`common:records.types.${x.type}`);
  const status = (x: Row) => t(`common:records.statuses.${x.status}`);
  const columns: ReportColumn<Row>[] = [
    { key: 'time', header: t('col.time'), cell: (x) => <DateTime value={x.createdTime} /> },
    { key: 'account', header: t('col.account'), cell: (x) => x.account },
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
    { header: t('col.account'), value: (x) => x.account },
    { header: t('col.type'), value: type },
    { header: t('col.amount'), value: (x) => x.amount },
    { header: t('col.fee'), value: (x) => x.fee ?? 0 },
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
          <SearchFilter
            label={t('filters.account')}
            value={filters.account ?? ''}
            onChange={(v) => setFilter('account', v || undefined)}
          />
          <ScopeFilter directOnly={filters.directOnly} onChange={(v) => setFilter('directOnly', v)} />
        </>
      }
      csv={{
        name: 'downline-transactions',
        columns: csv,
        fetchPage: (pageNo, pageSize, signal) =>
          listDownlineTransactions(sdk, report.query, pageNo, pageSize, signal),
      }}
      emptyText={empty('transactions', report.range)}
      summary={(data) => [
        { label: t('sum.count'), value: String(data.summary.count) },
        { label: t('sum.amountIn'), value: money(data.summary.amountIn), tone: 'in' },
        { label: t('sum.amountOut'), value: money(data.summary.amountOut), tone: 'out' },
        { label: t('col.fee'), value: money(data.summary.fee) },
      ]}
      caption={t('caption.transactions', { ...report.range })}
      columns={columns}
      rowKey={(x) => x.transactionId}
    />
  );
}
