import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { promotionKeys } from './promotion-keys';

/** Applications per page of "My applications". */
export const ACTIVITY_PAGE_SIZE = 10;

export const listActivities = (sdk: LobbySdk, pageNo: number, signal?: AbortSignal) =>
  sdk.content.listActivities({ pageNo, pageSize: ACTIVITY_PAGE_SIZE }, { signal });

export const activitiesQueryOptions = (sdk: LobbySdk, pageNo: number) =>
  queryOptions({
    queryKey: promotionKeys.activityPage(pageNo),
    queryFn: ({ signal }) => listActivities(sdk, pageNo, signal),
    placeholderData: keepPreviousData,
  });

/** A page of the member's applications with their statuses, newest first. */
export const useActivities = (pageNo: number) => useQuery(activitiesQueryOptions(useSdk(), pageNo));
