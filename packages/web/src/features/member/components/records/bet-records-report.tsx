import type { Schemas } from '@lobby/sdk';
import { BetStatusFilter, GameTypeFilter } from '@/components/reports/report-filters';
import { PagedReport } from '@/components/reports/paged-report';
import type { ReportColumn } from '@/components/reports/report-columns';
import { betColumns, betSummary, type ReportTexts } from '@/components/reports/record-columns';
import { useReportState } from '@/components/reports/use-report-state';
import { listBetRecords, useBetRecords, type BetRecordFilters } from '../../api/list-bet-records';
import { useRecordTexts } from './record-texts';

type Bet = Schemas['BetRecord'];

const columns = (texts: ReportTexts): ReportColumn<Bet>[] => {
  const c = betColumns(texts);
  return [
    c.id,
    c.time,
    c.gameAndVendor,
    c.type,
    c.vendor,
    c.game,
    c.bet,
    c.valid,
    c.winLoss,
    c.status,
    c.settled,
  ];
};

/** `personalHistoryCopy`: the member's own bets by game type and status, a page at a time, with the range's totals. */
export function BetRecordsReport() {
  const texts = useRecordTexts();
  const report = useReportState<Omit<BetRecordFilters, 'startDate' | 'endDate'>>({});
  const query = useBetRecords(report.query, report.pageNo);
  return (
    <PagedReport
      report={report}
      query={query}
      filters={
        <>
          <GameTypeFilter {...report.filter('gameType')} />
          <BetStatusFilter {...report.filter('status')} />
        </>
      }
      csv={{
        name: 'bets',
        read: listBetRecords,
      }}
      emptyText={texts.r('empty.bets', { ...report.range })}
      summary={(data) => betSummary(texts, data.summary)}
      caption={texts.r('caption.bets', { ...report.range })}
      columns={columns(texts)}
      rowKey={(b) => b.betId}
    />
  );
}
