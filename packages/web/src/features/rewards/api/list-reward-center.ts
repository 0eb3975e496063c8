import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { REWARD_CENTRE_PAGE_SIZE } from '@lobby/flows';
import type { LobbySdk, Schemas } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { rewardKeys } from './reward-keys';

type Status = Schemas['ActivityStatus'] | null;
export const listRewardCenter = (sdk: LobbySdk, status: Status, pageNo: number, signal?: AbortSignal) =>
  sdk.rewards.listRewardCenter(
    { pageNo, pageSize: REWARD_CENTRE_PAGE_SIZE, ...(status ? { status } : {}) },
    { signal },
  );
export const rewardCenterQueryOptions = (sdk: LobbySdk, status: Status, pageNo: number) =>
  queryOptions({
    queryKey: rewardKeys.centre(status, pageNo),
    queryFn: ({ signal }) => listRewardCenter(sdk, status, pageNo, signal),
    placeholderData: keepPreviousData,
  });
/** A page of the reward centre, all statuses or one. */
export const useRewardCenter = (status: Status, pageNo: number) =>
  useQuery(rewardCenterQueryOptions(useSdk(), status, pageNo));
