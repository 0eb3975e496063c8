import { useListPvpRooms } from '@/generated/games/games';
import { useSdk } from '@/lib/app-services';

/**
 * The rooms (tables) of a PvP vendor's card games (GLS2_roomList; a member's call; orval's hook, through the SDK).
 * Seats fill and empty: a visit shows the rooms as they are now, and a minute later again.
 */
export const usePvpRooms = (vassalage: string) =>
  useListPvpRooms(
    { vassalage },
    { query: { staleTime: 0, refetchInterval: 60_000 }, request: { sdk: useSdk() } },
  );
