import { queryOptions } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { FAVOURITE_LIST_QUERY, RECENT_GAMES_QUERY } from '@/components/games/game-constants';
import { favouriteKeys } from './favourite-keys';

/** The member's own games: their favourites, or the games they played last. */
export type MyGames = 'favourite' | 'recent';

export const listMyGames = (sdk: LobbySdk, which: MyGames, signal?: AbortSignal) =>
  which === 'recent'
    ? sdk.games.listRecentGames(
        {
          page: RECENT_GAMES_QUERY.pageNo,
          pageSize: RECENT_GAMES_QUERY.pageSize,
          gameType: RECENT_GAMES_QUERY.gameType,
        },
        { signal },
      )
    : sdk.games.listFavourites({ ...FAVOURITE_LIST_QUERY }, { signal });

/** One page's query (the hearts on it come from the favourites flow); off without a session. */
export const myGamesQueryOptions = (sdk: LobbySdk, which: MyGames, sessionKey: string | null) =>
  queryOptions({
    queryKey: which === 'recent' ? favouriteKeys.recent(sessionKey) : favouriteKeys.favourites(sessionKey),
    queryFn: ({ signal }) => listMyGames(sdk, which, signal),
    enabled: sessionKey !== null,
  });
