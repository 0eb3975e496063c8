import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { useQueryClient } from '@tanstack/react-query';
import { favouritesActors, favouritesMachine } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { useModals } from '@/components/modal/modal-stack';
import { useSession } from '@/hooks/use-session';
import { useSdk } from '@/lib/app-services';

/** Key prefix of the favourite list page's query, refreshed after a change. */
export const FAVOURITE_LIST_KEY = ['games', 'favourite-list'] as const;

export interface Favourites {
  /** False while a member's favourites are still loading. */
  readonly ready: boolean;
  isFavourite(nodeId: number): boolean;
  /** Adds or removes; opens the login popup for a visitor; one change a second (the flow's throttle). */
  toggle(card: Schemas['GameCard']): void;
}

const FavouritesContext = createContext<Favourites | null>(null);

function FavouritesMachine({ loggedIn, children }: { loggedIn: boolean; children: ReactNode }) {
  const sdk = useSdk();
  const modals = useModals();
  const client = useQueryClient();
  const [machine] = useState(() => favouritesMachine.provide({ actors: favouritesActors(sdk) }));
  const [snapshot, send, actor] = useMachine(machine, { input: { loggedIn } });

  useEffect(() => {
    const subscriptions = [
      actor.on('openLogin', () => modals.open({ name: 'login' })),
      actor.on('changed', () => void client.invalidateQueries({ queryKey: FAVOURITE_LIST_KEY })),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, client, modals]);

  const ids = snapshot.context.ids;
  const loading = snapshot.matches({ list: 'loading' }) || snapshot.matches({ list: 'starting' });
  const value = useMemo<Favourites>(
    () => ({
      ready: !loggedIn || !loading,
      isFavourite: (nodeId) => ids.includes(nodeId),
      toggle: (card) => send({ type: 'TOGGLE', nodeId: card.nodeId }),
    }),
    [ids, loading, loggedIn, send],
  );
  return <FavouritesContext.Provider value={value}>{children}</FavouritesContext.Provider>;
}

/**
 * Runs the favourites flow (`@lobby/flows`) once for a page: login required, add if absent and
 * remove if present, removal shown at once and rolled back on failure, one change a second.
 * A new session starts a new flow.
 */
export function FavouritesProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  return (
    <FavouritesMachine key={session.token ?? 'visitor'} loggedIn={session.loggedIn}>
      {children}
    </FavouritesMachine>
  );
}

/** The page's favourites; needs a `FavouritesProvider` above. */
export function useFavourites(): Favourites {
  const value = useContext(FavouritesContext);
  if (!value) throw new Error('useFavourites outside FavouritesProvider');
  return value;
}
