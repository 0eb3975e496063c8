import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { POINTS_PAGE_SIZE } from '@lobby/flows';
import { useSdk } from '@/lib/app-services';
import { pointsKeys } from './points-keys';

export const listPointRewards = (sdk: LobbySdk, pageNo: number, signal?: AbortSignal) =>
  sdk.rewards.listPointRewards({ pageNo, pageSize: POINTS_PAGE_SIZE }, { signal });

export const pointRewardsQueryOptions = (sdk: LobbySdk, pageNo: number) =>
  queryOptions({
    queryKey: pointsKeys.rewards(pageNo),
    queryFn: ({ signal }) => listPointRewards(sdk, pageNo, signal),
    placeholderData: keepPreviousData,
  });

/** One page of the mall's rewards with their stock. */
export const usePointRewards = (pageNo: number) => useQuery(pointRewardsQueryOptions(useSdk(), pageNo));
