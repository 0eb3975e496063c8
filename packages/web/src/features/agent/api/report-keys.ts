import type { DateRange } from '@lobby/flows';
import { agentKeys } from './agent-keys';

/** A report's filters as they go into its key: the range plus what the section filters by (no tokens). */
type Filters = DateRange;

/**
 * The agent reports' query keys, one factory, under `agent/reports`: each report by its filters and
 * page, so a page or filter change is its own entry and a refresh of `all()` reaches every report.
 */
export const reportKeys = {
  all: () => [...agentKeys.all, 'reports'] as const,
  teamBets: (filters: Filters, pageNo: number) =>
    [...reportKeys.all(), 'team-bets', filters, pageNo] as const,
  pal: (filters: Filters, pageNo: number) => [...reportKeys.all(), 'pal', filters, pageNo] as const,
  transactions: (filters: Filters, pageNo: number) =>
    [...reportKeys.all(), 'transactions', filters, pageNo] as const,
  dividends: (filters: Filters, pageNo: number) =>
    [...reportKeys.all(), 'dividends', filters, pageNo] as const,
  wages: (kind: 'daily' | 'hourly' | 'realtime', filters: Filters, pageNo: number) =>
    [...reportKeys.all(), 'wages', kind, filters, pageNo] as const,
};
