import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { REPORT_PAGE_SIZE, settlementRefreshDelay, type DateRange } from '@lobby/flows';
import type { LobbySdk, Schemas } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { reportKeys } from './report-keys';

/** Daily, hourly or real-time (every 5 minutes) wages. */
export type WagesKind = 'daily' | 'hourly' | 'realtime';
/** The wages lists' filters: paid to my downlines (upline) or to me (downline), and a name. */
export type WagesFilters = DateRange & { role: Schemas['ContractRole']; account?: string };

/** One page of wages settlements of a kind, with the range's total and the server's settlement clock. */
export function listWages(
  sdk: LobbySdk,
  kind: WagesKind,
  filters: WagesFilters,
  pageNo: number,
  pageSize = REPORT_PAGE_SIZE,
  signal?: AbortSignal,
) {
  const input = { ...filters, pageNo, pageSize };
  if (kind === 'daily') return sdk.agent.listDailyWages(input, { signal });
  if (kind === 'hourly') return sdk.agent.listHourlyWages(input, { signal });
  return sdk.agent.listRealtimeWages(input, { signal });
}

export const wagesQueryOptions = (sdk: LobbySdk, kind: WagesKind, filters: WagesFilters, pageNo: number) =>
  queryOptions({
    queryKey: reportKeys.wages(kind, filters, pageNo),
    queryFn: ({ signal }) => listWages(sdk, kind, filters, pageNo, REPORT_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
    // Read again when the server's next period is settled (its clock, not the browser's), at least every 5 minutes.
    refetchInterval: (query) => (query.state.data ? settlementRefreshDelay(query.state.data) : false),
  });
/** A page of wages that keeps itself current with the server's settlements. */
export const useWages = (kind: WagesKind, filters: WagesFilters, pageNo: number) =>
  useQuery(wagesQueryOptions(useSdk(), kind, filters, pageNo));
