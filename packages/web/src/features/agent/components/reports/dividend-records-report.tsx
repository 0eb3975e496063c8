import { SETTLEMENT_PERIODS } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { AccountFilter, ListFilter } from '@/components/reports/report-filters';
import { PagedReport } from '@/components/reports/paged-report';
import type { ReportColumn } from '@/components/reports/report-columns';
import { signedMoney, type ReportTexts } from '@/components/reports/record-columns';
import { useReportState } from '@/components/reports/use-report-state';
import {
  listDividendRecords,
  useDividendRecords,
  type DividendFilters,
} from '../../api/list-dividend-records';
import { RoleFilter } from './scope-filter';
import { useReportTexts } from './report-helpers';
import { settlementColumns, settlementSummary } from './settlement-columns';

type Dividend = Schemas['DividendRecord'];

const columns = (texts: ReportTexts): ReportColumn<Dividend>[] => {
  const { t, money } = texts;
  const periodType = (d: Dividend) => t(`periodType.${d.periodType}`);
  return settlementColumns<Dividend>(texts, {
    kind: [{ header: 'col.periodType', cell: periodType, csv: periodType }],
    figures: [
      {
        header: 'col.validBet',
        numeric: true,
        cell: (d) => money(d.periodValidBet),
        csv: (d) => d.periodValidBet,
      },
      {
        header: 'col.periodProfitLoss',
        numeric: true,
        cell: (d) => signedMoney(money, d.periodProfitLoss),
        csv: (d) => d.periodProfitLoss,
      },
    ],
  });
};

/** `agentDividendRecordCopy2`: dividend settlements paid to my downlines or to me, each with its contract. */
export function DividendRecordsReport() {
  const texts = useReportTexts();
  const report = useReportState<Omit<DividendFilters, 'startDate' | 'endDate'>>({ role: 'upline' });
  const query = useDividendRecords(report.query, report.pageNo);
  const periodType = (v: Dividend['periodType']) => texts.t(`periodType.${v}`);
  return (
    <PagedReport
      report={report}
      query={query}
      filters={
        <>
          <RoleFilter {...report.filter('role')} />
          <ListFilter
            label={texts.t('filters.periodType')}
            values={SETTLEMENT_PERIODS}
            text={periodType}
            {...report.filter('periodType')}
          />
          <AccountFilter {...report.filter('account')} />
        </>
      }
      csv={{
        name: 'dividends',
        read: listDividendRecords,
      }}
      emptyText={texts.empty('dividends', report.range)}
      summary={(data) => settlementSummary(texts, data)}
      caption={texts.t('caption.dividends', { ...report.range })}
      columns={columns(texts)}
      rowKey={(d) => d.recordId}
    />
  );
}
