import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { REPORT_PAGE_SIZE, type DateRange } from '@lobby/flows';
import type { LobbySdk, Schemas } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { reportKeys } from './report-keys';

/** The team betting record's filters. */
export type TeamBetFilters = DateRange & {
  account?: string;
  gameType?: string;
  status?: Schemas['BetStatus'];
  directOnly: boolean;
};

/** One page of the team's bets (`scope=TEAM`), with the totals of the whole range. */
export const listTeamBets = (
  sdk: LobbySdk,
  filters: TeamBetFilters,
  pageNo: number,
  pageSize = REPORT_PAGE_SIZE,
  signal?: AbortSignal,
) => sdk.records.listBetRecords({ ...filters, scope: 'TEAM', pageNo, pageSize }, { signal });
export const teamBetsQueryOptions = (sdk: LobbySdk, filters: TeamBetFilters, pageNo: number) =>
  queryOptions({
    queryKey: reportKeys.teamBets(filters, pageNo),
    queryFn: ({ signal }) => listTeamBets(sdk, filters, pageNo, REPORT_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
  });
/** A page of the team betting record (the last page stays shown while the next loads). */
export const useTeamBets = (filters: TeamBetFilters, pageNo: number) =>
  useQuery(teamBetsQueryOptions(useSdk(), filters, pageNo));
