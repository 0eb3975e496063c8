import type { DateRange } from '@lobby/flows';
import { memberRecordsKey } from '@/hooks/refresh-after-money';

/**
 * The member's records' query keys, one factory, under `member/records`: each record by its range,
 * filters and page, so a step to another range or page is its own entry and `all` reaches them all.
 */
export const recordKeys = {
  all: memberRecordsKey(),
  bets: (filters: DateRange, pageNo: number) => [...recordKeys.all, 'bets', filters, pageNo] as const,
  transactions: (filters: DateRange, pageNo: number) =>
    [...recordKeys.all, 'transactions', filters, pageNo] as const,
  profit: (range: DateRange) => [...recordKeys.all, 'profit', range] as const,
  bonuses: (filters: DateRange, pageNo: number) => [...recordKeys.all, 'bonuses', filters, pageNo] as const,
};
