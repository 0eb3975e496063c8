import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { REPORT_PAGE_SIZE, type DateRange } from '@lobby/flows';
import type { LobbySdk, Schemas } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { reportKeys } from './report-keys';

/** The dividend records' filters: paid to my downlines (upline) or to me (downline), the period, a name. */
export type DividendFilters = DateRange & {
  role: Schemas['ContractRole'];
  periodType?: Schemas['SettlementPeriod'];
  account?: string;
};

/** One page of dividend settlements, with the range's total amount. */
export const listDividendRecords = (
  sdk: LobbySdk,
  filters: DividendFilters,
  pageNo: number,
  pageSize = REPORT_PAGE_SIZE,
  signal?: AbortSignal,
) => sdk.agent.listDividendRecords({ ...filters, pageNo, pageSize }, { signal });
export const dividendsQueryOptions = (sdk: LobbySdk, filters: DividendFilters, pageNo: number) =>
  queryOptions({
    queryKey: reportKeys.dividends(filters, pageNo),
    queryFn: ({ signal }) => listDividendRecords(sdk, filters, pageNo, REPORT_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
  });
/** A page of dividend records. */
export const useDividendRecords = (filters: DividendFilters, pageNo: number) =>
  useQuery(dividendsQueryOptions(useSdk(), filters, pageNo));
