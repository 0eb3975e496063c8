import type { Schemas } from '@lobby/sdk';
import { AccountFilter, BetStatusFilter, GameTypeFilter } from '@/components/reports/report-filters';
import { PagedReport } from '@/components/reports/paged-report';
import type { ReportColumn } from '@/components/reports/report-columns';
import { betColumns, betSummary, type ReportTexts } from '@/components/reports/record-columns';
import { useReportState } from '@/components/reports/use-report-state';
import { listTeamBets, useTeamBets, type TeamBetFilters } from '../../api/list-team-bets';
import { ScopeFilter } from './scope-filter';
import { useReportTexts } from './report-helpers';

type Bet = Schemas['BetRecord'];

// The team's export names the game type by its code.
const columns = (texts: ReportTexts): ReportColumn<Bet>[] => {
  const c = betColumns(texts);
  const type = { ...c.type, csv: (b: Bet) => b.gameType };
  return [
    c.id,
    c.time,
    c.account,
    c.gameAndVendor,
    type,
    c.vendor,
    c.game,
    c.content,
    c.bet,
    c.valid,
    c.winLoss,
    c.status,
    c.settled,
  ];
};

/** `personalHistoryCopy`: the team's betting record, by account, game type, status, direct or whole team. */
export function TeamBetsReport() {
  const texts = useReportTexts();
  const report = useReportState<Omit<TeamBetFilters, 'startDate' | 'endDate'>>({ directOnly: false });
  const query = useTeamBets(report.query, report.pageNo);
  return (
    <PagedReport
      report={report}
      query={query}
      filters={
        <>
          <AccountFilter {...report.filter('account')} />
          <GameTypeFilter {...report.filter('gameType')} />
          <BetStatusFilter {...report.filter('status')} />
          <ScopeFilter {...report.filter('directOnly')} />
        </>
      }
      csv={{
        name: 'team-bets',
        read: listTeamBets,
      }}
      emptyText={texts.empty('bets', report.range)}
      summary={(data) => betSummary(texts, data.summary)}
      caption={texts.t('caption.bets', { ...report.range })}
      columns={columns(texts)}
      rowKey={(b) => b.betId}
    />
  );
}
