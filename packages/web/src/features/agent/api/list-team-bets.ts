import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { REPORT_PAGE_SIZE, type DateRange } from '@lobby/flows';
import type { LobbySdk, Schemas } from '@lobby/sdk';
import { getListBetRecordsQueryOptions, listBetRecords } from '@/generated/records/records';
import { useSdk } from '@/lib/app-services';

/** The team betting record's filters. */
export type TeamBetFilters = DateRange & {
  account?: string;
  gameType?: string;
  status?: Schemas['BetStatus'];
  directOnly: boolean;
};

/**
 * One page of the team's bets (`scope=TEAM`), with the totals of the whole range (orval's fetcher; the export reads
 * pages). The scope keeps the team's pages apart from the member's own bets in the same operation's cache.
 */
export const listTeamBets = (
  sdk: LobbySdk,
  filters: TeamBetFilters,
  pageNo: number,
  pageSize = REPORT_PAGE_SIZE,
  signal?: AbortSignal,
) => listBetRecords({ ...filters, scope: 'TEAM', pageNo, pageSize }, { sdk }, signal);
export const teamBetsQueryOptions = (sdk: LobbySdk, filters: TeamBetFilters, pageNo: number) =>
  getListBetRecordsQueryOptions(
    { ...filters, scope: 'TEAM', pageNo, pageSize: REPORT_PAGE_SIZE },
    { query: { placeholderData: keepPreviousData }, request: { sdk } },
  );
/** A page of the team betting record (the last page stays shown while the next loads). */
export const useTeamBets = (filters: TeamBetFilters, pageNo: number) =>
  useQuery(teamBetsQueryOptions(useSdk(), filters, pageNo));
