import { useQuery } from '@tanstack/react-query';
import { useServices } from '@/lib/app-services';
import { useLanguage } from '@/hooks/use-language';

/** The hot games (cached for the session by the SDK as well; never fetched twice per language); `enabled` defers the call. */
export function useHotGames(enabled = true) {
  const { sdk, config } = useServices();
  const { code } = useLanguage();
  return useQuery({
    queryKey: ['games', 'hot', code],
    queryFn: ({ signal }) =>
      sdk.games.listHotGames(
        { merchantCode: config.merchant, isPlatform: 2, platform: 'flash,html5-desktop', language: code },
        { signal },
      ),
    staleTime: Infinity,
    enabled,
  });
}
