import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DateRange } from '@lobby/flows';
import type { LobbySdk } from '@lobby/sdk';
import { getGetRevenueReportQueryOptions } from '@/generated/agent/agent';
import { useSdk } from '@/lib/app-services';

/**
 * The agent's revenue per day over the range, with totals (one answer: at most 31 days; orval's options,
 * through the SDK); the export fetches the same entry.
 */
export const revenueQueryOptions = (sdk: LobbySdk, range: DateRange) =>
  getGetRevenueReportQueryOptions(range, { query: { placeholderData: keepPreviousData }, request: { sdk } });
/** The revenue report (also the days of the profit-and-loss trend). */
export const useRevenueReport = (range: DateRange) => useQuery(revenueQueryOptions(useSdk(), range));
