import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { gameKeys } from './game-keys';

/** The game gateway's menus: the lottery games of every prize mode, grouped (`/lgw/games/game_menus`, no token). */
export const getGameMenus = (sdk: LobbySdk, signal?: AbortSignal) =>
  sdk.games.getGameMenus({ device: 'WEB' }, { signal });

export const gameMenusQueryOptions = (sdk: LobbySdk) =>
  queryOptions({
    queryKey: gameKeys.menus(),
    queryFn: ({ signal }) => getGameMenus(sdk, signal),
    staleTime: 5 * 60_000,
  });

export const useGameMenus = () => useQuery(gameMenusQueryOptions(useSdk()));
