import { queryOptions, useQuery } from '@tanstack/react-query';
import { LEADERBOARD_SIZE } from '@lobby/flows';
import type { LobbySdk, Schemas } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { rewardKeys } from './reward-keys';

type Period = Schemas['MissionPeriod'];
export const getMissionLeaderboard = (sdk: LobbySdk, period: Period, signal?: AbortSignal) =>
  sdk.rewards.getMissionLeaderboard({ period, limitNum: LEADERBOARD_SIZE }, { signal });
export const leaderboardQueryOptions = (sdk: LobbySdk, period: Period) =>
  queryOptions({
    queryKey: rewardKeys.leaderboard(period),
    queryFn: ({ signal }) => getMissionLeaderboard(sdk, period, signal),
  });
/** The mission leaderboard of a period, with the member's own rank. */
export const useMissionLeaderboard = (period: Period) => useQuery(leaderboardQueryOptions(useSdk(), period));
