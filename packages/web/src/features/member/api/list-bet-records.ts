import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { REPORT_PAGE_SIZE, type DateRange } from '@lobby/flows';
import type { LobbySdk, Schemas } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { recordKeys } from './record-keys';

/** The betting record's filters. */
export type BetRecordFilters = DateRange & { gameType?: string; status?: Schemas['BetStatus'] };

/** One page of the member's own bets, with the totals of the whole range. */
export const listBetRecords = (
  sdk: LobbySdk,
  filters: BetRecordFilters,
  pageNo: number,
  pageSize = REPORT_PAGE_SIZE,
  signal?: AbortSignal,
) => sdk.records.listBetRecords({ ...filters, pageNo, pageSize }, { signal });
export const betRecordsQueryOptions = (sdk: LobbySdk, filters: BetRecordFilters, pageNo: number) =>
  queryOptions({
    queryKey: recordKeys.bets(filters, pageNo),
    queryFn: ({ signal }) => listBetRecords(sdk, filters, pageNo, REPORT_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
  });
/** A page of the betting record (the last page stays shown while the next loads). */
export const useBetRecords = (filters: BetRecordFilters, pageNo: number) =>
  useQuery(betRecordsQueryOptions(useSdk(), filters, pageNo));
