import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { WINNER_BOARD_LIMIT } from '@lobby/flows';
import { useSdk } from '@/lib/app-services';
import { homeKeys } from './home-keys';

export const getJackpot = (sdk: LobbySdk, language: string, signal?: AbortSignal) =>
  sdk.games.getJackpot({ language, limitNum: WINNER_BOARD_LIMIT }, { signal });
export const jackpotQueryOptions = (sdk: LobbySdk, language: string) =>
  queryOptions({
    queryKey: homeKeys.jackpot(language),
    queryFn: ({ signal }) => getJackpot(sdk, language, signal),
    staleTime: 60_000,
  });
/** The jackpot and its latest winners. */
export const useJackpot = (language: string) => useQuery(jackpotQueryOptions(useSdk(), language));
