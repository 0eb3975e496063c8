import { keepPreviousData } from '@tanstack/react-query';
import { REWARD_CENTRE_PAGE_SIZE } from '@lobby/flows';
import type { LobbySdk, Schemas } from '@lobby/sdk';
import { getListRewardCenterQueryOptions } from '@/generated/rewards/rewards';
import { useSdk } from '@/lib/app-services';
import { useQuery } from '@tanstack/react-query';

type Status = Schemas['ActivityStatus'] | null;
const params = (status: Status, pageNo: number) => ({
  pageNo,
  pageSize: REWARD_CENTRE_PAGE_SIZE,
  ...(status ? { status } : {}),
});
/** A page of the reward centre (orval's options, through the SDK); the last page stays while the next loads. */
export const rewardCenterQueryOptions = (sdk: LobbySdk, status: Status, pageNo: number) =>
  getListRewardCenterQueryOptions(params(status, pageNo), {
    query: { placeholderData: keepPreviousData },
    request: { sdk },
  });
/** A page of the reward centre, all statuses or one. */
export const useRewardCenter = (status: Status, pageNo: number) =>
  useQuery(rewardCenterQueryOptions(useSdk(), status, pageNo));
