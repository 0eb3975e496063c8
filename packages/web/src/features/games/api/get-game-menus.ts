import { useGetGameMenus } from '@/generated/games/games';
import { useSdk } from '@/lib/app-services';

/**
 * The game gateway's menus: the lottery games of every prize mode, grouped (`/lgw/games/game_menus`, no token;
 * orval's hook, through the SDK).
 */
export const useGameMenus = () =>
  useGetGameMenus({ device: 'WEB' }, { query: { staleTime: 5 * 60_000 }, request: { sdk: useSdk() } });
