import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { REPORT_PAGE_SIZE, type DateRange } from '@lobby/flows';
import type { LobbySdk, Schemas } from '@lobby/sdk';
import {
  getListTransactionsQueryOptions,
  listTransactions as readTransactions,
} from '@/generated/records/records';
import { useSdk } from '@/lib/app-services';

/** The account record's filters. */
export type TransactionFilters = DateRange & {
  type?: Schemas['TransactionType'];
  status?: Schemas['TransactionStatus'];
};

/** One page of the member's transactions, with the totals of every matching one (orval's fetcher; the export reads pages). */
export const listTransactions = (
  sdk: LobbySdk,
  filters: TransactionFilters,
  pageNo: number,
  pageSize = REPORT_PAGE_SIZE,
  signal?: AbortSignal,
) => readTransactions({ ...filters, pageNo, pageSize }, { sdk }, signal);
export const transactionsQueryOptions = (sdk: LobbySdk, filters: TransactionFilters, pageNo: number) =>
  getListTransactionsQueryOptions(
    { ...filters, pageNo, pageSize: REPORT_PAGE_SIZE },
    { query: { placeholderData: keepPreviousData }, request: { sdk } },
  );
/** A page of the account record. */
export const useTransactions = (filters: TransactionFilters, pageNo: number) =>
  useQuery(transactionsQueryOptions(useSdk(), filters, pageNo));
