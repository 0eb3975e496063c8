import { useCallback, useRef } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LobbySdk, Schemas } from '@lobby/sdk';
import { useModals } from '@/components/modal/modal-stack';
import { useSession } from '@/hooks/use-session';
import { useSdk } from '@/lib/app-services';
import { FAVOURITE_THROTTLE_MS } from './game-constants';

/** The member's favourite node ids; keyed by token so another session never sees them. */
export const favouriteIdsQuery = (sdk: LobbySdk, token: string | null) =>
  queryOptions({
    queryKey: ['games', 'favourite-ids', token],
    queryFn: ({ signal }) => sdk.games.getFavouriteIds(undefined, { signal }),
    enabled: token !== null,
    staleTime: Infinity,
  });

/** Key prefix of the favourite list page's query, refreshed after a toggle. */
export const FAVOURITE_LIST_KEY = ['games', 'favourite-list'] as const;

export interface Favourites {
  /** False while a member's favourites are still loading. */
  readonly ready: boolean;
  isFavourite(nodeId: number): boolean;
  /** Adds or removes; opens the login popup for a visitor. Presses within 1 s of the last are ignored. */
  toggle(card: Schemas['GameCard']): void;
}

/**
 * Favourites as the spec orders them: login required, add if absent and remove if present,
 * removal applied locally before the call (and undone if it fails), throttled to one a second.
 */
export function useFavourites(): Favourites {
  const sdk = useSdk();
  const client = useQueryClient();
  const session = useSession();
  const modals = useModals();
  const query = favouriteIdsQuery(sdk, session.token);
  const { data: ids } = useQuery(query);
  const lastPress = useRef(new Map<number, number>());

  const isFavourite = useCallback((nodeId: number) => (ids ?? []).includes(nodeId), [ids]);

  const toggle = useCallback(
    (card: Schemas['GameCard']) => {
      if (!session.loggedIn) {
        modals.open({ name: 'login' });
        return;
      }
      const now = Date.now();
      if (now - (lastPress.current.get(card.nodeId) ?? -Infinity) < FAVOURITE_THROTTLE_MS) return;
      lastPress.current.set(card.nodeId, now);
      const current = client.getQueryData(query.queryKey) ?? [];
      const refresh = () => void client.invalidateQueries({ queryKey: FAVOURITE_LIST_KEY });
      if (current.includes(card.nodeId)) {
        client.setQueryData(query.queryKey, current.filter((id) => id !== card.nodeId));
        sdk.games.removeFavourite({ nodeId: card.nodeId }).then(refresh, () => {
          client.setQueryData(query.queryKey, (latest = []) => (latest.includes(card.nodeId) ? latest : [...latest, card.nodeId]));
        });
        return;
      }
      sdk.games.addFavourite({ nodeId: card.nodeId }).then(() => {
        client.setQueryData(query.queryKey, (latest = []) => (latest.includes(card.nodeId) ? latest : [...latest, card.nodeId]));
        refresh();
      }, () => undefined);
    },
    [client, modals, query.queryKey, sdk, session.loggedIn],
  );

  return { ready: !session.loggedIn || ids !== undefined, isFavourite, toggle };
}
