import type { QueryClient } from '@tanstack/react-query';
import type { Schemas } from '@lobby/sdk';
import { MISSION_SUMMARY_KEY } from '@/hooks/use-mission-summary';

/** The rewards screens' query keys: everything a claim can change sits under `rewards`. */
export const rewardKeys = {
  all: ['rewards'] as const,
  centre: (status: Schemas['ActivityStatus'] | null, pageNo: number) =>
    ['rewards', 'centre', status, pageNo] as const,
  raffles: () => ['rewards', 'raffles'] as const,
  missions: () => MISSION_SUMMARY_KEY,
  leaderboard: (period: Schemas['MissionPeriod']) => ['rewards', 'leaderboard', period] as const,
  vip: () => ['rewards', 'vip'] as const,
};

/** After a claim, done or failed: the rewards, the member (the badge) and the wallet (the header's balance). */
export const refreshAfterClaim = (queryClient: QueryClient): Promise<unknown> =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: rewardKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['member', 'info'] }),
    queryClient.invalidateQueries({ queryKey: ['wallet'] }),
  ]);
