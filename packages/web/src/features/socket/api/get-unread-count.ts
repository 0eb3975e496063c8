import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { sharedKeys } from '@/lib/query-keys';

export const getUnreadCount = (sdk: LobbySdk, signal?: AbortSignal) =>
  sdk.content.getUnreadCount(undefined, { signal });
/** The session's unread count (the inbox marks it stale when a message is read: the key is shared). */
export const unreadCountQueryOptions = (sdk: LobbySdk, sessionKey: string | null) =>
  queryOptions({
    queryKey: sharedKeys.unreadCount(sessionKey),
    queryFn: ({ signal }) => getUnreadCount(sdk, signal),
  });
/**
 * The unread count while `enabled`: read again when the events channel says a message arrived, or on its polls
 * while the channel is down (hooks/live-changes.ts), never on a timer of its own.
 */
export const useUnreadCount = (sessionKey: string | null, enabled: boolean) =>
  useQuery({ ...unreadCountQueryOptions(useSdk(), sessionKey), enabled });
