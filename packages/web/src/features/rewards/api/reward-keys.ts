import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { getListPromotionsQueryKey } from '@/generated/content/content';
import { getGetVipInfoQueryKey } from '@/generated/member/member';
import { getGetMissionLeaderboardQueryKey, getListRewardCenterQueryKey } from '@/generated/rewards/rewards';
import { walletChanges } from '@/hooks/refresh-after-money';
import { sharedKeys } from '@/lib/query-keys';

/**
 * What a claim can change: the rewards screens' reads (orval's keys, one root per operation: the reward centre,
 * the raffles' promotions, the leaderboard, the VIP levels) and the missions, the member (the badge) and the wallet
 * (the header's balance and the money screens' reads, as a money move).
 */
const claimChanges = (): QueryKey[] => [
  getListRewardCenterQueryKey(),
  getListPromotionsQueryKey(),
  getGetMissionLeaderboardQueryKey(),
  getGetVipInfoQueryKey(),
  sharedKeys.missions(),
  sharedKeys.memberInfos(),
  ...walletChanges(),
];

/** After a claim, done or failed: marks stale all it can change. */
export const refreshAfterClaim = (queryClient: QueryClient): Promise<unknown> =>
  Promise.all(claimChanges().map((queryKey) => queryClient.invalidateQueries({ queryKey })));
