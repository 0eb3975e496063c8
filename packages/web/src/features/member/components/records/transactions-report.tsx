import type { Schemas } from '@lobby/sdk';
import { TransactionStatusFilter, TransactionTypeFilter } from '@/components/reports/report-filters';
import { PagedReport } from '@/components/reports/paged-report';
import type { ReportColumn } from '@/components/reports/report-columns';
import {
  transactionColumns,
  transactionSummary,
  type ReportTexts,
} from '@/components/reports/record-columns';
import { useReportState } from '@/components/reports/use-report-state';
import { listTransactions, useTransactions, type TransactionFilters } from '../../api/list-transactions';
import { useRecordTexts } from './record-texts';

const columns = (texts: ReportTexts): ReportColumn<Schemas['Transaction']>[] => {
  const c = transactionColumns(texts);
  return [c.id, c.orderNo, c.time, c.type, c.amount, c.fee, c.balance, c.status, c.remark];
};

/** `transactionHistory`: the account record by type and status, a page at a time, with the totals of every matching transaction. */
export function TransactionsReport() {
  const texts = useRecordTexts();
  const report = useReportState<Omit<TransactionFilters, 'startDate' | 'endDate'>>({});
  const query = useTransactions(report.query, report.pageNo);
  return (
    <PagedReport
      report={report}
      query={query}
      filters={
        <>
          <TransactionTypeFilter {...report.filter('type')} />
          <TransactionStatusFilter {...report.filter('status')} />
        </>
      }
      csv={{
        name: 'transactions',
        read: listTransactions,
      }}
      emptyText={texts.r('empty.transactions', { ...report.range })}
      summary={(data) => transactionSummary(texts, data.summary)}
      caption={texts.r('caption.transactions', { ...report.range })}
      columns={columns(texts)}
      rowKey={(x) => x.transactionId}
    />
  );
}
