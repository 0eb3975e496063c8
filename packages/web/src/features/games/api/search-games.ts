import { queryOptions, useQueries } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { useServices } from '@/lib/app-services';
import { withListGap } from '../list-call-gap';
import { pageSizeOf } from '../use-game-list';
import { gameKeys } from './game-keys';

/**
 * The list call of a search by name in one category, across all its vendors. `language` is left out
 * on purpose: the backend answers an empty list when it gets both `language` and `gameName`.
 */
export const searchGamesParams = (merchant: string, gameType: string, name: string) => ({
  clientType: 3 as const,
  platform: 'html5-desktop',
  merchant,
  pageNo: 1,
  pageSize: pageSizeOf(gameType),
  gameType,
  gameName: name,
});

export const searchGames = (
  sdk: LobbySdk,
  merchant: string,
  gameType: string,
  name: string,
  signal: AbortSignal,
) => withListGap(signal, () => sdk.games.listGames(searchGamesParams(merchant, gameType, name), { signal }));

export const searchGamesQueryOptions = (sdk: LobbySdk, merchant: string, gameType: string, name: string) =>
  queryOptions({
    queryKey: gameKeys.search(gameType, name),
    queryFn: ({ signal }) => searchGames(sdk, merchant, gameType, name, signal),
    staleTime: 5 * 60_000,
  });

/** One search per game list category (their first page), each shown as it arrives; nothing until `name` is set. */
export function useSearchGames(gameTypes: readonly string[], name: string) {
  const { sdk, config } = useServices();
  return useQueries({
    queries: gameTypes.map((gameType) => ({
      ...searchGamesQueryOptions(sdk, config.merchant, gameType, name),
      enabled: name.length > 0,
    })),
  });
}
