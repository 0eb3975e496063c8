import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { REPORT_PAGE_SIZE, type DateRange } from '@lobby/flows';
import type { LobbySdk } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { reportKeys } from './report-keys';

/** The profit-and-loss statements' filters: one downline's name, and each row alone or with its team. */
export type PalFilters = DateRange & { account?: string; directOnly: boolean };

/** One page of statements per direct downline, with the team's totals. */
export const getPalStatements = (
  sdk: LobbySdk,
  filters: PalFilters,
  pageNo: number,
  pageSize = REPORT_PAGE_SIZE,
  signal?: AbortSignal,
) => sdk.agent.getPalStatements({ ...filters, pageNo, pageSize }, { signal });
export const palQueryOptions = (sdk: LobbySdk, filters: PalFilters, pageNo: number) =>
  queryOptions({
    queryKey: reportKeys.pal(filters, pageNo),
    queryFn: ({ signal }) => getPalStatements(sdk, filters, pageNo, REPORT_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
  });
/** A page of profit-and-loss statements. */
export const usePalStatements = (filters: PalFilters, pageNo: number) =>
  useQuery(palQueryOptions(useSdk(), filters, pageNo));
