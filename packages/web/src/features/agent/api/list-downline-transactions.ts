import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { REPORT_PAGE_SIZE, type DateRange } from '@lobby/flows';
import type { LobbySdk, Schemas } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { reportKeys } from './report-keys';

/** The downline transactions' filters. */
export type DownlineTransactionFilters = DateRange & {
  account?: string;
  type?: Schemas['TransactionType'];
  directOnly: boolean;
};

/** One page of the downlines' transactions, with the totals of every matching one. */
export const listDownlineTransactions = (
  sdk: LobbySdk,
  filters: DownlineTransactionFilters,
  pageNo: number,
  pageSize = REPORT_PAGE_SIZE,
  signal?: AbortSignal,
) => sdk.agent.listDownlineTransactions({ ...filters, pageNo, pageSize }, { signal });
export const downlineTransactionsQueryOptions = (
  sdk: LobbySdk,
  filters: DownlineTransactionFilters,
  pageNo: number,
) =>
  queryOptions({
    queryKey: reportKeys.transactions(filters, pageNo),
    queryFn: ({ signal }) => listDownlineTransactions(sdk, filters, pageNo, REPORT_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
  });
/** A page of downline transactions. */
export const useDownlineTransactions = (filters: DownlineTransactionFilters, pageNo: number) =>
  useQuery(downlineTransactionsQueryOptions(useSdk(), filters, pageNo));
