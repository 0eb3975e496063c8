import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { REPORT_PAGE_SIZE, type DateRange } from '@lobby/flows';
import type { LobbySdk } from '@lobby/sdk';
import {
  getGetPalStatementsQueryOptions,
  getPalStatements as readPalStatements,
} from '@/generated/agent/agent';
import { useSdk } from '@/lib/app-services';

/** The profit-and-loss statements' filters: one downline's name, and each row alone or with its team. */
export type PalFilters = DateRange & { account?: string; directOnly: boolean };

/** One page of statements per direct downline, with the team's totals (orval's fetcher; the export reads pages). */
export const getPalStatements = (
  sdk: LobbySdk,
  filters: PalFilters,
  pageNo: number,
  pageSize = REPORT_PAGE_SIZE,
  signal?: AbortSignal,
) => readPalStatements({ ...filters, pageNo, pageSize }, { sdk }, signal);
export const palQueryOptions = (sdk: LobbySdk, filters: PalFilters, pageNo: number) =>
  getGetPalStatementsQueryOptions(
    { ...filters, pageNo, pageSize: REPORT_PAGE_SIZE },
    { query: { placeholderData: keepPreviousData }, request: { sdk } },
  );
/** A page of profit-and-loss statements. */
export const usePalStatements = (filters: PalFilters, pageNo: number) =>
  useQuery(palQueryOptions(useSdk(), filters, pageNo));
