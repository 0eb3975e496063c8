import { LEADERBOARD_SIZE } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { useGetMissionLeaderboard } from '@/generated/rewards/rewards';
import { useSdk } from '@/lib/app-services';

/** The mission leaderboard of a period, with the member's own rank (orval's hook, through the SDK). */
export const useMissionLeaderboard = (period: Schemas['MissionPeriod']) =>
  useGetMissionLeaderboard({ period, limitNum: LEADERBOARD_SIZE }, { request: { sdk: useSdk() } });
