import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { REPORT_PAGE_SIZE, type DateRange } from '@lobby/flows';
import type { LobbySdk, Schemas } from '@lobby/sdk';
import { getListBetRecordsQueryOptions, listBetRecords as readBetRecords } from '@/generated/records/records';
import { useSdk } from '@/lib/app-services';

/** The betting record's filters. */
export type BetRecordFilters = DateRange & { gameType?: string; status?: Schemas['BetStatus'] };

/** One page of the member's own bets, with the totals of the whole range (orval's fetcher; the export reads pages). */
export const listBetRecords = (
  sdk: LobbySdk,
  filters: BetRecordFilters,
  pageNo: number,
  pageSize = REPORT_PAGE_SIZE,
  signal?: AbortSignal,
) => readBetRecords({ ...filters, pageNo, pageSize }, { sdk }, signal);
export const betRecordsQueryOptions = (sdk: LobbySdk, filters: BetRecordFilters, pageNo: number) =>
  getListBetRecordsQueryOptions(
    { ...filters, pageNo, pageSize: REPORT_PAGE_SIZE },
    { query: { placeholderData: keepPreviousData }, request: { sdk } },
  );
/** A page of the betting record (the last page stays shown while the next loads). */
export const useBetRecords = (filters: BetRecordFilters, pageNo: number) =>
  useQuery(betRecordsQueryOptions(useSdk(), filters, pageNo));
