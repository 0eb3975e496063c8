import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { WINNER_BOARD_LIMIT } from '@lobby/flows';
import { useSdk } from '@/lib/app-services';
import { homeKeys } from './home-keys';

export const getWinnerBoard = (sdk: LobbySdk, language: string, signal?: AbortSignal) =>
  sdk.games.getWinnerBoard({ gameCategory: 'ALL', language, limitNum: WINNER_BOARD_LIMIT }, { signal });
export const winnerBoardQueryOptions = (sdk: LobbySdk, language: string) =>
  queryOptions({
    queryKey: homeKeys.winnerBoard(language),
    queryFn: ({ signal }) => getWinnerBoard(sdk, language, signal),
    staleTime: 60_000,
  });
/** The latest big wins of every category. */
export const useWinnerBoard = (language: string) => useQuery(winnerBoardQueryOptions(useSdk(), language));
