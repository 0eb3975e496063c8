import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk, Schemas } from '@lobby/sdk';
import { POINTS_PAGE_SIZE } from '@lobby/flows';
import { useSdk } from '@/lib/app-services';
import { pointsKeys } from './points-keys';

type PointType = Schemas['PointTransactionType'];

export const listPointTransactions = (
  sdk: LobbySdk,
  type: PointType | '',
  pageNo: number,
  signal?: AbortSignal,
) =>
  sdk.rewards.getPointTransaction(
    { pageNo, pageSize: POINTS_PAGE_SIZE, ...(type ? { type } : {}) },
    { signal },
  );

export const pointTransactionsQueryOptions = (sdk: LobbySdk, type: PointType | '', pageNo: number) =>
  queryOptions({
    queryKey: pointsKeys.history(type, pageNo),
    queryFn: ({ signal }) => listPointTransactions(sdk, type, pageNo, signal),
    placeholderData: keepPreviousData,
  });

/** One page of the member's points changes (earned, redeemed, refunded, converted), newest first. */
export const usePointTransactions = (type: PointType | '', pageNo: number) =>
  useQuery(pointTransactionsQueryOptions(useSdk(), type, pageNo));
