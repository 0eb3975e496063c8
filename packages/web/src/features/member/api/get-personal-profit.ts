import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DateRange } from '@lobby/flows';
import type { LobbySdk } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { recordKeys } from './record-keys';

/** The member's profit and loss over a range: totals, per game category and per day. */
export const getPersonalProfit = (sdk: LobbySdk, range: DateRange, signal?: AbortSignal) =>
  sdk.records.getPersonalProfit(range, { signal });
export const personalProfitQueryOptions = (sdk: LobbySdk, range: DateRange) =>
  queryOptions({
    queryKey: recordKeys.profit(range),
    queryFn: ({ signal }) => getPersonalProfit(sdk, range, signal),
    placeholderData: keepPreviousData,
  });
/** The personal profit and loss of a range (the last range stays shown while the next loads). */
export const usePersonalProfit = (range: DateRange) => useQuery(personalProfitQueryOptions(useSdk(), range));
