import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { useSession } from '@/hooks/use-session';
import { useSdk } from '@/lib/app-services';
import { NOTICES_QUERY } from '@lobby/flows';
import { sharedKeys } from '@/lib/query-keys';

/**
 * The notices call (banners, marquee, popups, promotions), one per session: the home's
 * banners and marquee and the shell's notice popups all read this query.
 */
export const noticesQuery = (sdk: LobbySdk, sessionKey: string | null) =>
  queryOptions({
    queryKey: sharedKeys.notices(sessionKey),
    queryFn: ({ signal }) => sdk.content.getNotices({ ...NOTICES_QUERY }, { signal }),
    staleTime: 5 * 60_000,
  });

/**
 * The notices of the current session, for what stays on the page (banners, marquee): when the session
 * changes (a log-in), the previous session's notices stay shown until the new ones arrive, so the banner
 * does not blink back to its placeholder and a carousel the visitor has started keeps running.
 */
export function useNotices() {
  return useQuery({ ...noticesQuery(useSdk(), useSession().sessionKey), placeholderData: keepPreviousData });
}
