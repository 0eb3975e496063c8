import type { DateRange } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import {
  getListDividendRecordsQueryOptions,
  listDividendRecords as readDividendRecords,
} from '@/generated/agent/agent';
import { reportPages } from '@/hooks/report-pages';

/** The dividend records' filters: paid to my downlines (upline) or to me (downline), the period, a name. */
export type DividendFilters = DateRange & {
  role: Schemas['ContractRole'];
  periodType?: Schemas['SettlementPeriod'];
  account?: string;
};

const dividends = reportPages(readDividendRecords, getListDividendRecordsQueryOptions);
/** One page of dividend settlements, with the range's total amount (the export reads pages). */
export const listDividendRecords = dividends.list;
/** A page of dividend records. */
export const useDividendRecords = dividends.usePage;
