import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { REPORT_PAGE_SIZE, type DateRange } from '@lobby/flows';
import type { LobbySdk, Schemas } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { recordKeys } from './record-keys';

/** The bonus details' filters. */
export type BonusFilters = DateRange & { bonusType?: Schemas['BonusType'] };

/** One page of the bonuses credited to the member, with the total of the range. */
export const listBonusDetails = (
  sdk: LobbySdk,
  filters: BonusFilters,
  pageNo: number,
  pageSize = REPORT_PAGE_SIZE,
  signal?: AbortSignal,
) => sdk.records.listBonusDetails({ ...filters, pageNo, pageSize }, { signal });
export const bonusDetailsQueryOptions = (sdk: LobbySdk, filters: BonusFilters, pageNo: number) =>
  queryOptions({
    queryKey: recordKeys.bonuses(filters, pageNo),
    queryFn: ({ signal }) => listBonusDetails(sdk, filters, pageNo, REPORT_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
  });
/** A page of the bonus details. */
export const useBonusDetails = (filters: BonusFilters, pageNo: number) =>
  useQuery(bonusDetailsQueryOptions(useSdk(), filters, pageNo));
