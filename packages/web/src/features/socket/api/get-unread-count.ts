import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { sharedKeys } from '@/lib/query-keys';

const POLL_MS = 60_000;

export const getUnreadCount = (sdk: LobbySdk, signal?: AbortSignal) =>
  sdk.content.getUnreadCount(undefined, { signal });
/** The session's unread count (the inbox marks it stale when a message is read: the key is shared). */
export const unreadCountQueryOptions = (sdk: LobbySdk, sessionKey: string | null) =>
  queryOptions({
    queryKey: sharedKeys.unreadCount(sessionKey),
    queryFn: ({ signal }) => getUnreadCount(sdk, signal),
  });
/** The unread count, asked every minute while `enabled` (the listener's stand-in for a socket). */
export const usePolledUnreadCount = (sessionKey: string | null, enabled: boolean) =>
  useQuery({ ...unreadCountQueryOptions(useSdk(), sessionKey), enabled, refetchInterval: POLL_MS });
