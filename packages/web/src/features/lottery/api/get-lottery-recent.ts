import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk, Schemas } from '@lobby/sdk';
import { useSession } from '@/hooks/use-session';
import { useSdk } from '@/lib/app-services';
import { lotteryKeys } from './lottery-keys';

type PrizeMode = Schemas['LotteryPrizeMode'];

/** The member's recently played lotteries of a prize mode, latest first (`/lgw/vn/games/game_menu/recent`). */
export const getLotteryRecent = (sdk: LobbySdk, mode: PrizeMode, signal?: AbortSignal) =>
  sdk.lottery.getLotteryRecent({ prizeMode: mode, device: 'WEB' }, { signal });

/** `after`: the lottery just opened, so opening another one reads the list again (it now leads it). */
export const lotteryRecentQueryOptions = (
  sdk: LobbySdk,
  mode: PrizeMode,
  memberId: string | null,
  after: string,
) =>
  queryOptions({
    queryKey: lotteryKeys.recent(mode, memberId, after),
    queryFn: ({ signal }) => getLotteryRecent(sdk, mode, signal),
    staleTime: 0,
  });

export const useLotteryRecent = (mode: PrizeMode, after: string, enabled: boolean) => {
  const memberId = useSession().member?.id ?? null;
  return useQuery({
    ...lotteryRecentQueryOptions(useSdk(), mode, memberId, after),
    enabled: enabled && memberId !== null,
  });
};
