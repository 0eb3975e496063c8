import type { DateRange } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import {
  getListTransactionsQueryOptions,
  listTransactions as readTransactions,
} from '@/generated/records/records';
import { reportPages } from '@/hooks/report-pages';

/** The account record's filters. */
export type TransactionFilters = DateRange & {
  type?: Schemas['TransactionType'];
  status?: Schemas['TransactionStatus'];
};

const transactions = reportPages(readTransactions, getListTransactionsQueryOptions);
/** One page of the member's transactions, with the totals of every matching one (the export reads pages). */
export const listTransactions = transactions.list;
/** A page of the account record. */
export const useTransactions = transactions.usePage;
