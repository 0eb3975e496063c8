import type { Schemas } from '@lobby/sdk';
import { useGetLotteryMenu } from '@/generated/lottery/lottery';
import { useSdk } from '@/lib/app-services';

/**
 * The lottery games of a prize mode, grouped by menu (`/lgw/vn/games/game_menu`, device WEB; orval's hook,
 * through the SDK).
 */
export const useLotteryMenu = (mode: Schemas['LotteryPrizeMode'], enabled: boolean) =>
  useGetLotteryMenu(
    { prizeMode: mode, device: 'WEB' },
    { query: { staleTime: 5 * 60_000, enabled }, request: { sdk: useSdk() } },
  );
