import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { REPORT_PAGE_SIZE, type DateRange } from '@lobby/flows';
import type { LobbySdk, Schemas } from '@lobby/sdk';
import {
  getListDownlineTransactionsQueryOptions,
  listDownlineTransactions as readDownlineTransactions,
} from '@/generated/agent/agent';
import { useSdk } from '@/lib/app-services';

/** The downline transactions' filters. */
export type DownlineTransactionFilters = DateRange & {
  account?: string;
  type?: Schemas['TransactionType'];
  directOnly: boolean;
};

/** One page of the downlines' transactions, with the totals of every matching one (orval's fetcher; the export reads pages). */
export const listDownlineTransactions = (
  sdk: LobbySdk,
  filters: DownlineTransactionFilters,
  pageNo: number,
  pageSize = REPORT_PAGE_SIZE,
  signal?: AbortSignal,
) => readDownlineTransactions({ ...filters, pageNo, pageSize }, { sdk }, signal);
export const downlineTransactionsQueryOptions = (
  sdk: LobbySdk,
  filters: DownlineTransactionFilters,
  pageNo: number,
) =>
  getListDownlineTransactionsQueryOptions(
    { ...filters, pageNo, pageSize: REPORT_PAGE_SIZE },
    { query: { placeholderData: keepPreviousData }, request: { sdk } },
  );
/** A page of downline transactions. */
export const useDownlineTransactions = (filters: DownlineTransactionFilters, pageNo: number) =>
  useQuery(downlineTransactionsQueryOptions(useSdk(), filters, pageNo));
