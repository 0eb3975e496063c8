import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { REPORT_PAGE_SIZE, type DateRange } from '@lobby/flows';
import type { LobbySdk, Schemas } from '@lobby/sdk';
import {
  getListBonusDetailsQueryOptions,
  listBonusDetails as readBonusDetails,
} from '@/generated/records/records';
import { useSdk } from '@/lib/app-services';

/** The bonus details' filters. */
export type BonusFilters = DateRange & { bonusType?: Schemas['BonusType'] };

/** One page of the bonuses credited to the member, with the total of the range (orval's fetcher; the export reads pages). */
export const listBonusDetails = (
  sdk: LobbySdk,
  filters: BonusFilters,
  pageNo: number,
  pageSize = REPORT_PAGE_SIZE,
  signal?: AbortSignal,
) => readBonusDetails({ ...filters, pageNo, pageSize }, { sdk }, signal);
export const bonusDetailsQueryOptions = (sdk: LobbySdk, filters: BonusFilters, pageNo: number) =>
  getListBonusDetailsQueryOptions(
    { ...filters, pageNo, pageSize: REPORT_PAGE_SIZE },
    { query: { placeholderData: keepPreviousData }, request: { sdk } },
  );
/** A page of the bonus details. */
export const useBonusDetails = (filters: BonusFilters, pageNo: number) =>
  useQuery(bonusDetailsQueryOptions(useSdk(), filters, pageNo));
