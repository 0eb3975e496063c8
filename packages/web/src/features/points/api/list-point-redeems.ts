import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk, Schemas } from '@lobby/sdk';
import { POINTS_PAGE_SIZE } from '@lobby/flows';
import { useSdk } from '@/lib/app-services';
import { pointsKeys } from './points-keys';

type Status = Schemas['PointRedeemStatus'];

export const listPointRedeems = (sdk: LobbySdk, status: Status | '', pageNo: number, signal?: AbortSignal) =>
  sdk.rewards.listPointRedeems(
    { pageNo, pageSize: POINTS_PAGE_SIZE, ...(status ? { status } : {}) },
    { signal },
  );

export const pointRedeemsQueryOptions = (sdk: LobbySdk, status: Status | '', pageNo: number) =>
  queryOptions({
    queryKey: pointsKeys.redeems(status, pageNo),
    queryFn: ({ signal }) => listPointRedeems(sdk, status, pageNo, signal),
    placeholderData: keepPreviousData,
  });

/** One page of the member's redemptions, newest first, of one status or all. */
export const usePointRedeems = (status: Status | '', pageNo: number) =>
  useQuery(pointRedeemsQueryOptions(useSdk(), status, pageNo));
