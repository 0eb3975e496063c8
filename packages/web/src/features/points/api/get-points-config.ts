import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { pointsKeys } from './points-keys';

export const getPointsConfig = (sdk: LobbySdk, signal?: AbortSignal) =>
  sdk.rewards.getPointsConfig(undefined, { signal });

export const pointsConfigQueryOptions = (sdk: LobbySdk) =>
  queryOptions({
    queryKey: pointsKeys.config(),
    queryFn: ({ signal }) => getPointsConfig(sdk, signal),
    staleTime: 5 * 60_000,
  });

/** The brand's points rules: the conversion ratio and bounds, whether the mall and conversion are on. */
export const usePointsConfig = () => useQuery(pointsConfigQueryOptions(useSdk()));
