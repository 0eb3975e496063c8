import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { useServices } from '@/lib/app-services';
import { safeUrl } from '@/lib/safe-url';
import { sharedKeys } from '@/lib/query-keys';

/** The member's avatar (`getMemberIcon`); keyed by the session like the member, dropped with it on logout. */
export const memberIconQuery = (sdk: LobbySdk, sessionKey: string | null) =>
  queryOptions({
    queryKey: sharedKeys.memberIcon(sessionKey),
    queryFn: ({ signal }) => sdk.member.getMemberIcon(undefined, { signal }),
    enabled: sessionKey !== null,
    staleTime: Infinity,
    // The avatar is decoration: the initial stands in for it, so a failure is not retried.
    retry: false,
  });

/** The avatar's URL when the server gives a safe one; null shows the initial instead. */
export function useSessionAvatar(sessionKey: string | null): string | null {
  const { sdk } = useServices();
  const { data } = useQuery(memberIconQuery(sdk, sessionKey));
  return safeUrl(data?.url);
}
