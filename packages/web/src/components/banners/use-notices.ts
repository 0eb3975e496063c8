import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { useSession } from '@/hooks/use-session';
import { useSdk } from '@/lib/app-services';

/**
 * The notices query parameters (banners, player, popups, promotions), the same as the flows'
 * popups machine sends: no `execution` filter, since members' popups are A and F.
 */
export const NOTICES_QUERY = { types: 'B,PL,PU,PR', platform: 'W' } as const;

/**
 * The notices call (banners, marquee, popups, promotions), one per session and token: the home's
 * banners and marquee and the shell's notice popups all read this query.
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
