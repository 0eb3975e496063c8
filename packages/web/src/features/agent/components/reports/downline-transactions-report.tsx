import type { Schemas } from '@lobby/sdk';
import { AccountFilter, TransactionTypeFilter } from '@/components/reports/report-filters';
import { PagedReport } from '@/components/reports/paged-report';
import type { ReportColumn } from '@/components/reports/report-columns';
import {
  transactionColumns,
  transactionSummary,
  type ReportTexts,
} from '@/components/reports/record-columns';
import { useReportState } from '@/components/reports/use-report-state';
import {
  listDownlineTransactions,
  useDownlineTransactions,
  type DownlineTransactionFilters,
} from '../../api/list-downline-transactions';
import { ScopeFilter } from './scope-filter';
import { useReportTexts } from './report-helpers';

type Row = Schemas['DownlineTransaction'];

// The downlines' export writes a missing fee as 0.
const columns = (texts: ReportTexts): ReportColumn<Row>[] => {
  const c = transactionColumns<Row>(texts);
  const account: ReportColumn<Row> = { header: 'col.account', cell: (x) => x.account, csv: (x) => x.account };
  const fee = { ...c.fee, csv: (x: Row) => x.fee ?? 0 };
  return [c.id, c.orderNo, c.time, account, c.type, c.amount, fee, c.balance, c.status, c.remark];
};

/** `agentDownlineTransactionDetailsCopy`: the downlines' transactions by type and account, direct or whole team, with the totals of all of them. */
export function DownlineTransactionsReport() {
  const texts = useReportTexts();
  const report = useReportState<Omit<DownlineTransactionFilters, 'startDate' | 'endDate'>>({
    directOnly: false,
  });
  const query = useDownlineTransactions(report.query, report.pageNo);
  return (
    <PagedReport
      report={report}
      query={query}
      filters={
        <>
          <TransactionTypeFilter {...report.filter('type')} />
          <AccountFilter {...report.filter('account')} />
          <ScopeFilter {...report.filter('directOnly')} />
        </>
      }
      csv={{
        name: 'downline-transactions',
        read: listDownlineTransactions,
      }}
      emptyText={texts.empty('transactions', report.range)}
      summary={(data) => transactionSummary(texts, data.summary, { in: 'in', out: 'out' })}
      caption={texts.t('caption.transactions', { ...report.range })}
      columns={columns(texts)}
      rowKey={(x) => x.transactionId}
    />
  );
}
