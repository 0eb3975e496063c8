import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DateRange } from '@lobby/flows';
import type { LobbySdk } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { reportKeys } from './report-keys';

/** The agent's revenue per day over the range, with totals (one answer: at most 31 days). */
export const getRevenueReport = (sdk: LobbySdk, range: DateRange, signal?: AbortSignal) =>
  sdk.agent.getRevenueReport(range, { signal });
export const revenueQueryOptions = (sdk: LobbySdk, range: DateRange) =>
  queryOptions({
    queryKey: reportKeys.revenue(range),
    queryFn: ({ signal }) => getRevenueReport(sdk, range, signal),
    placeholderData: keepPreviousData,
  });
/** The revenue report (also the days of the profit-and-loss trend). */
export const useRevenueReport = (range: DateRange) => useQuery(revenueQueryOptions(useSdk(), range));
