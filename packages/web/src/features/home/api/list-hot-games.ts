import { useListHotGames } from '@/generated/games/games';
import { useLanguage } from '@/hooks/use-language';
import { useServices } from '@/lib/app-services';

/**
 * The hot games (cached for the session by the SDK as well; never fetched twice per language; orval's hook,
 * through the SDK); `enabled` defers the call.
 */
export function useHotGames(enabled = true) {
  const { sdk, config } = useServices();
  const { code } = useLanguage();
  return useListHotGames(
    { merchantCode: config.merchant, isPlatform: 2, platform: 'flash,html5-desktop', language: code },
    { query: { staleTime: Infinity, enabled }, request: { sdk } },
  );
}
