import { WINNER_BOARD_LIMIT } from '@lobby/flows';
import { useGetJackpot } from '@/generated/games/games';
import { useSdk } from '@/lib/app-services';

/** The jackpot and its latest winners (orval's hook, through the SDK). */
export const useJackpot = (language: string) =>
  useGetJackpot(
    { language, limitNum: WINNER_BOARD_LIMIT },
    { query: { staleTime: 60_000 }, request: { sdk: useSdk() } },
  );
