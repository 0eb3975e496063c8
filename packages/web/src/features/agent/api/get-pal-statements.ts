import type { DateRange } from '@lobby/flows';
import {
  getGetPalStatementsQueryOptions,
  getPalStatements as readPalStatements,
} from '@/generated/agent/agent';
import { reportPages } from '@/hooks/report-pages';

/** The profit-and-loss statements' filters: one downline's name, and each row alone or with its team. */
export type PalFilters = DateRange & { account?: string; directOnly: boolean };

const statements = reportPages(readPalStatements, getGetPalStatementsQueryOptions);
/** One page of statements per direct downline, with the team's totals (the export reads pages). */
export const getPalStatements = statements.list;
/** A page of profit-and-loss statements. */
export const usePalStatements = statements.usePage;
