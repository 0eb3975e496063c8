import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { gameKeys } from './game-keys';

/** The rooms (tables) of a PvP vendor's card games (GLS2_roomList; a member's call). */
export const listPvpRooms = (sdk: LobbySdk, vassalage: string, signal?: AbortSignal) =>
  sdk.games.listPvpRooms({ vassalage }, { signal });

// Seats fill and empty: a visit shows the rooms as they are now, and a minute later again.
export const pvpRoomsQueryOptions = (sdk: LobbySdk, vassalage: string) =>
  queryOptions({
    queryKey: gameKeys.pvpRooms(vassalage),
    queryFn: ({ signal }) => listPvpRooms(sdk, vassalage, signal),
    staleTime: 0,
    refetchInterval: 60_000,
  });

export const usePvpRooms = (vassalage: string) => useQuery(pvpRoomsQueryOptions(useSdk(), vassalage));
