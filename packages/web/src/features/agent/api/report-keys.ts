import type { DateRange } from '@lobby/flows';
import { agentKeys } from './agent-keys';

/** A report's filters as they go into its key: the range plus what the section filters by (no tokens). */
type Filters = DateRange;

/**
 * The wages' query keys under `agent/reports`: one report over three operations (daily, hourly, real-time), by kind,
 * filters and page, so a page or filter change is its own entry. The other reports are one operation each and
 * use orval's keys.
 */
export const reportKeys = {
  all: () => [...agentKeys.all, 'reports'] as const,
  wages: (kind: 'daily' | 'hourly' | 'realtime', filters: Filters, pageNo: number) =>
    [...reportKeys.all(), 'wages', kind, filters, pageNo] as const,
};
