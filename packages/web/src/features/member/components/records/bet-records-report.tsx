import { useTranslation } from 'react-i18next';
import type { CsvColumn } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { BetStatusFilter, GameTypeFilter } from '@/components/reports/report-filters';
import { tone, toneClass } from '@/components/reports/report-format';
import { PagedReport } from '@/components/reports/paged-report';
import type { ReportColumn } from '@/components/reports/report-table';
import { useReportState } from '@/components/reports/use-report-state';
import { DateTime } from '@/components/ui/date-time';
import { useSdk } from '@/lib/app-services';
import { listBetRecords, useBetRecords, type BetRecordFilters } from '../../api/list-bet-records';
import { useMoneyFormat } from '@/hooks/use-money-format';

type Bet = Schemas['BetRecord'];

/** `personalHistoryCopy`: the member's own bets by game type and status, a page at a time, with the range's totals. */
export function BetRecordsReport() {
  const { t } = useTranslation('agentReports');
  const { t: r } = useTranslation('memberRecords');
  const money = useMoneyFormat();
  const sdk = useSdk();
  const report = useReportState<Omit<BetRecordFilters, 'startDate' | 'endDate'>>({});
  const query = useBetRecords(report.query, report.pageNo);
  const gameType = (b: Bet) => t(`common:category.${b.gameType.toLowerCase()}`, { defaultValue: b.gameType });
  const columns: ReportColumn<Bet>[] = [
    { key: 'time', header: t('col.betTime'), cell: (b) => <DateTime value={b.betTime} /> },
    { key: 'game', header: t('col.game'), cell: (b) => `${b.gameName} · ${b.vendorName ?? b.vassalage}` },
    { key: 'type', header: t('col.gameType'), cell: gameType },
    { key: 'bet', header: t('col.betAmount'), numeric: true, cell: (b) => money(b.betAmount) },
    { key: 'valid', header: t('col.validBet'), numeric: true, cell: (b) => money(b.validBet) },
    {
      key: 'winLoss',
      header: t('col.winLoss'),
      numeric: true,
      cell: (b) => <span className={toneClass(b.winLoss)}>{money(b.winLoss)}</span>,
    },
    { key: 'status', header: t('col.status'), cell: (b) => t(`betStatus.${b.status}`) },
  ];
  const csv: CsvColumn<Bet>[] = [
    { header: t('col.betId'), value: (b) => b.betId },
    { header: t('col.betTime'), value: (b) => b.betTime },
    { header: t('col.gameType'), value: gameType },
    { header: t('col.vendor'), value: (b) => b.vendorName ?? b.vassalage },
    { header: t('col.game'), value: (b) => b.gameName },
    { header: t('col.betAmount'), value: (b) => b.betAmount },
    { header: t('col.validBet'), value: (b) => b.validBet },
    { header: t('col.winLoss'), value: (b) => b.winLoss },
    { header: t('col.status'), value: (b) => t(`betStatus.${b.status}`) },
    { header: t('col.settleTime'), value: (b) => b.settleTime },
  ];
  const { filters, setFilter } = report;
  return (
    <PagedReport
      report={report}
      query={query}
      filters={
        <>
          <GameTypeFilter value={filters.gameType} onChange={(v) => setFilter('gameType', v)} />
          <BetStatusFilter value={filters.status} onChange={(v) => setFilter('status', v)} />
        </>
      }
      csv={{
        name: 'bets',
        columns: csv,
        fetchPage: (pageNo, pageSize, signal) => listBetRecords(sdk, report.query, pageNo, pageSize, signal),
      }}
      emptyText={r('empty.bets', { ...report.range })}
      summary={(data) => [
        { label: t('sum.betCount'), value: String(data.summary.betCount) },
        { label: t('col.betAmount'), value: money(data.summary.betAmount) },
        { label: t('col.validBet'), value: money(data.summary.validBet) },
        {
          label: t('col.winLoss'),
          value: money(data.summary.winLoss),
          tone: tone(data.summary.winLoss),
        },
      ]}
      caption={r('caption.bets', { ...report.range })}
      columns={columns}
      rowKey={(b) => b.betId}
    />
  );
}
