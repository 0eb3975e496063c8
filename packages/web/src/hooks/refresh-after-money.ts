import type { QueryClient } from '@tanstack/react-query';
import { sharedKeys } from '@/lib/query-keys';

/**
 * The member's records (bets, transactions, profit, bonuses): the member's `recordKeys` sit under it. Kept
 * here rather than in `lib/query-keys.ts`, which start-up carries: only the money and records screens need it.
 */
export const memberRecordsKey = () => ['member', 'records'] as const;

/** After money moved: every balance, list and limit of the wallet, the member (its balance and badges) and its records. */
export const refreshAfterMoney = (queryClient: QueryClient): Promise<unknown> =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: sharedKeys.wallet() }),
    queryClient.invalidateQueries({ queryKey: sharedKeys.memberInfos() }),
    queryClient.invalidateQueries({ queryKey: memberRecordsKey() }),
  ]);
