import type { CsvColumn } from '@lobby/flows';
import type { LobbySdk, Schemas } from '@lobby/sdk';
import { BetStatusFilter, GameTypeFilter, SearchFilter } from '@/components/reports/report-filters';
import { PagedReport } from '@/components/reports/paged-report';
import type { ReportColumn } from '@/components/reports/report-table';
import { useReportState } from '@/components/reports/use-report-state';
import { tone, toneClass } from '@/components/reports/report-format';
import { DateTime } from '@/components/ui/date-time';
import { useSdk } from '@/lib/app-services';
import { listTeamBets, useTeamBets, type TeamBetFilters } from '../../api/list-team-bets';
import { ScopeFilter } from './scope-filter';
import { useMoney, useReportTexts } from './report-helpers';

type Bet = Schemas['BetRecord'];

/** `personalHistoryCopy`: the team's betting record, by account, game type, status, direct or whole team. */
export function TeamBetsReport() {
  const { t, empty } = useReportTexts();
  const money = useMoney();
  const sdk: LobbySdk = useSdk();
  const report = useReportState<Omit<TeamBetFilters, 'startDate' | 'endDate'>>({ directOnly: false });
  const query = useTeamBets(report.query, report.pageNo);
  const columns: ReportColumn<Bet>[] = [
    { key: 'time', header: t('col.betTime'), cell: (b) => <DateTime value={b.betTime} /> },
    { key: 'account', header: t('col.account'), cell: (b) => b.account },
    { key: 'game', header: t('col.game'), cell: (b) => `${b.gameName} · ${b.vendorName ?? b.vassalage}` },
    {
      key: 'type',
      header: t('col.gameType'),
      cell: (b) => t(`common:category.${b.gameType.toLowerCase()}`, { defaultValue: b.gameType }),
    },
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
    { header: t('col.account'), value: (b) => b.account },
    { header: t('col.gameType'), value: (b) => b.gameType },
    { header: t('col.vendor'), value: (b) => b.vendorName ?? b.vassalage },
    { header: t('col.game'), value: (b) => b.gameName },
    { header: t('col.betContent'), value: (b) => b.betContent },
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
          <SearchFilter
            label={t('filters.account')}
            value={filters.account ?? ''}
            onChange={(v) => setFilter('account', v || undefined)}
          />
          <GameTypeFilter value={filters.gameType} onChange={(v) => setFilter('gameType', v)} />
          <BetStatusFilter value={filters.status} onChange={(v) => setFilter('status', v)} />
          <ScopeFilter directOnly={filters.directOnly} onChange={(v) => setFilter('directOnly', v)} />
        </>
      }
      csv={{
        name: 'team-bets',
        columns: csv,
        fetchPage: (pageNo, pageSize, signal) => listTeamBets(sdk, report.query, pageNo, pageSize, signal),
      }}
      emptyText={empty('bets', report.range)}
      summary={(data) => [
        { label: t('sum.betCount'), value: String(data.summary.betCount) },
        { label: t('col.betAmount'), value: money(data.summary.betAmount) },
        { label: t('col.validBet'), value: money(data.summary.validBet) },
        { label: t('col.winLoss'), value: money(data.summary.winLoss), tone: tone(data.summary.winLoss) },
      ]}
      caption={t('caption.bets', { ...report.range })}
      columns={columns}
      rowKey={(b) => b.betId}
    />
  );
}
