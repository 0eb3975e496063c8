import type { DateRange } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { getListBetRecordsQueryOptions, listBetRecords } from '@/generated/records/records';
import { reportPages } from '@/hooks/report-pages';

/** The team betting record's filters. */
export type TeamBetFilters = DateRange & {
  account?: string;
  gameType?: string;
  status?: Schemas['BetStatus'];
  directOnly: boolean;
};

const teamBets = reportPages(listBetRecords, getListBetRecordsQueryOptions, { scope: 'TEAM' });
/**
 * One page of the team's bets (`scope=TEAM`), with the totals of the whole range (orval's fetcher; the export reads
 * pages). The scope keeps the team's pages apart from the member's own bets in the same operation's cache.
 */
export const listTeamBets = teamBets.list;
/** A page of the team betting record (the last page stays shown while the next loads). */
export const useTeamBets = teamBets.usePage;
