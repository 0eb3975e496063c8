import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { rewardKeys } from './reward-keys';

export const getVipInfo = (sdk: LobbySdk, signal?: AbortSignal) =>
  sdk.member.getVipInfo(undefined, { signal });
export const vipInfoQueryOptions = (sdk: LobbySdk) =>
  queryOptions({ queryKey: rewardKeys.vip(), queryFn: ({ signal }) => getVipInfo(sdk, signal) });
/** The VIP levels with the member's level and progress (a member call: off for visitors). */
export const useVipInfo = (enabled: boolean) => useQuery({ ...vipInfoQueryOptions(useSdk()), enabled });
