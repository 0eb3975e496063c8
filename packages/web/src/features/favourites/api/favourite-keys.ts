import { sharedKeys } from '@/lib/query-keys';

/**
 * Query keys of the member's own game pages, keyed by session (never by token): the favourites sit under
 * the favourites' shared key, which the favourites flow marks stale after a heart changes.
 */
export const favouriteKeys = {
  favourites: (sessionKey: string | null) => [...sharedKeys.favourites(), sessionKey] as const,
  recent: (sessionKey: string | null) => ['games', 'recent', sessionKey] as const,
};
