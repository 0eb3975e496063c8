import type { QueryClient } from '@tanstack/react-query';
import type { Schemas } from '@lobby/sdk';
import { sharedKeys } from '@/lib/query-keys';

/** The rewards screens' query keys: everything a claim can change sits under `rewards`. */
export const rewardKeys = {
  all: ['rewards'] as const,
  centre: (status: Schemas['ActivityStatus'] | null, pageNo: number) =>
    ['rewards', 'centre', status, pageNo] as const,
  raffles: () => ['rewards', 'raffles'] as const,
  missions: sharedKeys.missions,
  leaderboard: (period: Schemas['MissionPeriod']) => ['rewards', 'leaderboard', period] as const,
  vip: () => ['rewards', 'vip'] as const,
};

/** After a claim, done or failed: the rewards, the member (the badge) and the wallet (the header's balance). */
export const refreshAfterClaim = (queryClient: QueryClient): Promise<unknown> =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: rewardKeys.all }),
    queryClient.invalidateQueries({ queryKey: sharedKeys.memberInfos() }),
    queryClient.invalidateQueries({ queryKey: sharedKeys.wallet() }),
  ]);
