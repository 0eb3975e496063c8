import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { useSession } from '@/hooks/use-session';
import { useSdk } from '@/lib/app-services';

/** The notices query parameters of section 7 (banners, player, popups, promotions). */
export const NOTICES_QUERY = { types: 'B,PL,PU,PR', platform: 'W', execution: 'B' } as const;

/**
 * The notices call (banners, marquee, popups, promotions). Keyed like the shell's notice popups
 * (`['content', 'notices', token]`) so the home and the popups share one request.
 */
export const noticesQuery = (sdk: LobbySdk, token: string | null) =>
  queryOptions({
    queryKey: ['content', 'notices', token],
    queryFn: ({ signal }) => sdk.content.getNotices({ ...NOTICES_QUERY }, { signal }),
    staleTime: 5 * 60_000,
  });

/** The notices of the current session. */
export function useNotices() {
  return useQuery(noticesQuery(useSdk(), useSession().token));
}
