import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { REPORT_PAGE_SIZE, type DateRange } from '@lobby/flows';
import type { LobbySdk, Schemas } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { recordKeys } from './record-keys';

/** The account record's filters. */
export type TransactionFilters = DateRange & {
  type?: Schemas['TransactionType'];
  status?: Schemas['TransactionStatus'];
};

/** One page of the member's transactions, with the totals of every matching one. */
export const listTransactions = (
  sdk: LobbySdk,
  filters: TransactionFilters,
  pageNo: number,
  pageSize = REPORT_PAGE_SIZE,
  signal?: AbortSignal,
) => sdk.records.listTransactions({ ...filters, pageNo, pageSize }, { signal });
export const transactionsQueryOptions = (sdk: LobbySdk, filters: TransactionFilters, pageNo: number) =>
  queryOptions({
    queryKey: recordKeys.transactions(filters, pageNo),
    queryFn: ({ signal }) => listTransactions(sdk, filters, pageNo, REPORT_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
  });
/** A page of the account record. */
export const useTransactions = (filters: TransactionFilters, pageNo: number) =>
  useQuery(transactionsQueryOptions(useSdk(), filters, pageNo));
