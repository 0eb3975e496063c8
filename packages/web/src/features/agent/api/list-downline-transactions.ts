import type { DateRange } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import {
  getListDownlineTransactionsQueryOptions,
  listDownlineTransactions as readDownlineTransactions,
} from '@/generated/agent/agent';
import { reportPages } from '@/hooks/report-pages';

/** The downline transactions' filters. */
export type DownlineTransactionFilters = DateRange & {
  account?: string;
  type?: Schemas['TransactionType'];
  directOnly: boolean;
};

const transactions = reportPages(readDownlineTransactions, getListDownlineTransactionsQueryOptions);
/** One page of the downlines' transactions, with the totals of every matching one (the export reads pages). */
export const listDownlineTransactions = transactions.list;
/** A page of downline transactions. */
export const useDownlineTransactions = transactions.usePage;
