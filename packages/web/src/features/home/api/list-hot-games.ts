import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { useServices } from '@/lib/app-services';
import { useLanguage } from '@/hooks/use-language';
import { homeKeys } from './home-keys';

export const listHotGames = (sdk: LobbySdk, merchant: string, language: string, signal?: AbortSignal) =>
  sdk.games.listHotGames(
    { merchantCode: merchant, isPlatform: 2, platform: 'flash,html5-desktop', language },
    { signal },
  );
export const hotGamesQueryOptions = (sdk: LobbySdk, merchant: string, language: string) =>
  queryOptions({
    queryKey: homeKeys.hotGames(language),
    queryFn: ({ signal }) => listHotGames(sdk, merchant, language, signal),
    staleTime: Infinity,
  });
/** The hot games (cached for the session by the SDK as well; never fetched twice per language); `enabled` defers the call. */
export function useHotGames(enabled = true) {
  const { sdk, config } = useServices();
  const { code } = useLanguage();
  return useQuery({ ...hotGamesQueryOptions(sdk, config.merchant, code), enabled });
}
