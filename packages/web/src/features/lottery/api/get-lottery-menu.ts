import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk, Schemas } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { lotteryKeys } from './lottery-keys';

type PrizeMode = Schemas['LotteryPrizeMode'];

/** The lottery games of a prize mode, grouped by menu (`/lgw/vn/games/game_menu`, device WEB). */
export const getLotteryMenu = (sdk: LobbySdk, mode: PrizeMode, signal?: AbortSignal) =>
  sdk.lottery.getLotteryMenu({ prizeMode: mode, device: 'WEB' }, { signal });

export const lotteryMenuQueryOptions = (sdk: LobbySdk, mode: PrizeMode) =>
  queryOptions({
    queryKey: lotteryKeys.menu(mode),
    queryFn: ({ signal }) => getLotteryMenu(sdk, mode, signal),
    staleTime: 5 * 60_000,
  });

export const useLotteryMenu = (mode: PrizeMode, enabled: boolean) =>
  useQuery({ ...lotteryMenuQueryOptions(useSdk(), mode), enabled });
