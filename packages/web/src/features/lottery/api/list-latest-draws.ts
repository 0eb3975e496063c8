import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { lotteryKeys } from './lottery-keys';

/** Each lottery game's latest draw (`/lgw/vn/numeros/opened/game`), games in menu order; no session needed. */
export const listLatestDraws = (sdk: LobbySdk, signal?: AbortSignal) =>
  sdk.lottery.listOpenNumbers({ limitNum: 1 }, { signal });

export const latestDrawsQueryOptions = (sdk: LobbySdk) =>
  queryOptions({
    queryKey: lotteryKeys.latestDraws(),
    queryFn: ({ signal }) => listLatestDraws(sdk, signal),
    // Fast games draw every minute: a visit asks again, a refresh always shows the newest.
    staleTime: 0,
  });

export const useLatestDraws = () => useQuery(latestDrawsQueryOptions(useSdk()));
