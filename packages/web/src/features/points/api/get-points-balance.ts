import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { pointsKeys } from './points-keys';

export const getPointsBalance = (sdk: LobbySdk, signal?: AbortSignal) =>
  sdk.rewards.getPointsBalance(undefined, { signal });

export const pointsBalanceQueryOptions = (sdk: LobbySdk) =>
  queryOptions({ queryKey: pointsKeys.balance(), queryFn: ({ signal }) => getPointsBalance(sdk, signal) });

/** The member's points (and those held by redemptions in process). */
export const usePointsBalance = () => useQuery(pointsBalanceQueryOptions(useSdk()));
