import { keepPreviousData } from '@tanstack/react-query';
import type { DateRange } from '@lobby/flows';
import { useGetPersonalProfit } from '@/generated/records/records';
import { useSdk } from '@/lib/app-services';

/**
 * The personal profit and loss of a range: totals, per game category and per day (orval's hook; the last range
 * stays shown while the next loads).
 */
export const usePersonalProfit = (range: DateRange) =>
  useGetPersonalProfit(range, { query: { placeholderData: keepPreviousData }, request: { sdk: useSdk() } });
