import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { REPORT_PAGE_SIZE, type DateRange } from '@lobby/flows';
import type { LobbySdk, Schemas } from '@lobby/sdk';
import {
  getListDividendRecordsQueryOptions,
  listDividendRecords as readDividendRecords,
} from '@/generated/agent/agent';
import { useSdk } from '@/lib/app-services';

/** The dividend records' filters: paid to my downlines (upline) or to me (downline), the period, a name. */
export type DividendFilters = DateRange & {
  role: Schemas['ContractRole'];
  periodType?: Schemas['SettlementPeriod'];
  account?: string;
};

/** One page of dividend settlements, with the range's total amount (orval's fetcher; the export reads pages). */
export const listDividendRecords = (
  sdk: LobbySdk,
  filters: DividendFilters,
  pageNo: number,
  pageSize = REPORT_PAGE_SIZE,
  signal?: AbortSignal,
) => readDividendRecords({ ...filters, pageNo, pageSize }, { sdk }, signal);
export const dividendsQueryOptions = (sdk: LobbySdk, filters: DividendFilters, pageNo: number) =>
  getListDividendRecordsQueryOptions(
    { ...filters, pageNo, pageSize: REPORT_PAGE_SIZE },
    { query: { placeholderData: keepPreviousData }, request: { sdk } },
  );
/** A page of dividend records. */
export const useDividendRecords = (filters: DividendFilters, pageNo: number) =>
  useQuery(dividendsQueryOptions(useSdk(), filters, pageNo));
