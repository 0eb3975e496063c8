import type { LobbySdk } from '@lobby/sdk';
import { getGetPointsBalanceQueryOptions, useGetPointsBalance } from '@/generated/rewards/rewards';
import { useSdk } from '@/lib/app-services';

/** The member's points read (orval's options, through the SDK). */
export const pointsBalanceQueryOptions = (sdk: LobbySdk) =>
  getGetPointsBalanceQueryOptions({ request: { sdk } });
/** The member's points (and those held by redemptions in process). */
export const usePointsBalance = () => useGetPointsBalance({ request: { sdk: useSdk() } });
