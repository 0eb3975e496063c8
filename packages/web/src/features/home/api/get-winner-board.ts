import { WINNER_BOARD_LIMIT } from '@lobby/flows';
import { useGetWinnerBoard } from '@/generated/games/games';
import { useSdk } from '@/lib/app-services';

/** The latest big wins of every category (orval's hook, through the SDK). */
export const useWinnerBoard = (language: string) =>
  useGetWinnerBoard(
    { gameCategory: 'ALL', language, limitNum: WINNER_BOARD_LIMIT },
    { query: { staleTime: 60_000 }, request: { sdk: useSdk() } },
  );
