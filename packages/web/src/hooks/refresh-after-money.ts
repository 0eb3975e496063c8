import type { QueryClient } from '@tanstack/react-query';
import { sharedKeys } from '@/lib/query-keys';

/** After money moved: every balance, list and limit of the wallet, the member (its balance and badges) and its records. */
export const refreshAfterMoney = (queryClient: QueryClient): Promise<unknown> =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: sharedKeys.wallet() }),
    queryClient.invalidateQueries({ queryKey: sharedKeys.memberInfos() }),
    queryClient.invalidateQueries({ queryKey: sharedKeys.records() }),
  ]);
