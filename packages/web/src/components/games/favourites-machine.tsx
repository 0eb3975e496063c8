import { useEffect, useMemo, useState } from 'react';
import { useMachine } from '@xstate/react';
import { useQueryClient } from '@tanstack/react-query';
import { favouritesActors, favouritesMachine } from '@lobby/flows';
import { useModals } from '@/hooks/use-modals';
import { useSdk } from '@/lib/app-services';
import { sharedKeys } from '@/lib/query-keys';
import type { Favourites } from '@/hooks/use-favourites';

/**
 * A member's favourites: the flows' favourites machine with the SDK's actors (loaded for members
 * only). Renders nothing; hands its state to the provider, so the page below never remounts.
 */
export function FavouritesMachine({ onChange }: { onChange: (favourites: Favourites) => void }) {
  const sdk = useSdk();
  const modals = useModals();
  const client = useQueryClient();
  const [machine] = useState(() => favouritesMachine.provide({ actors: favouritesActors(sdk) }));
  const [snapshot, send, actor] = useMachine(machine, { input: { loggedIn: true } });

  useEffect(() => {
    // The flow also announces the list it loaded: the page's favourite list was read with it, so only a
    // list that differs from the last one announced (a heart, a rollback, a reload) is read again.
    let announced: readonly number[] | null = null;
    const subscriptions = [
      actor.on('openLogin', () => modals.open({ name: 'login' })),
      actor.on('changed', ({ ids: next }) => {
        const first = announced === null;
        const same = announced?.length === next.length && next.every((id) => announced?.includes(id));
        announced = next;
        if (!first && !same) void client.invalidateQueries({ queryKey: sharedKeys.favourites() });
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, client, modals]);

  const ids = snapshot.context.ids;
  const loading = snapshot.matches({ list: 'loading' }) || snapshot.matches({ list: 'starting' });
  const value = useMemo<Favourites>(
    () => ({
      ready: !loading,
      isFavourite: (nodeId) => ids.includes(nodeId),
      toggle: (card) => send({ type: 'TOGGLE', nodeId: card.nodeId }),
    }),
    [ids, loading, send],
  );
  useEffect(() => onChange(value), [onChange, value]);
  return null;
}
