import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { FavouritesContext, type Favourites } from '@/hooks/use-favourites';
import { useModals } from '@/hooks/use-modals';
import { useSession } from '@/hooks/use-session';

// The flow (and XState) is fetched for members only: a visitor's heart just opens the login
// popup, as the flow's `anonymous` state does, and the home stays light for them.
const FavouritesMachine = lazy(() =>
  import('./favourites-machine').then((module) => ({ default: module.FavouritesMachine })),
);

const nobody: Omit<Favourites, 'toggle'> = { ready: false, isFavourite: () => false };

/**
 * Runs the favourites flow (`@lobby/flows`) once for a page: login required, add if absent and
 * remove if present, removal shown at once and rolled back on failure, one change a second.
 * A new session starts a new flow.
 */
export function FavouritesProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const modals = useModals();
  const [member, setMember] = useState<{ sessionKey: string; favourites: Favourites } | null>(null);
  const visitor = useMemo<Favourites>(
    () => ({ ...nobody, ready: !session.loggedIn, toggle: () => modals.open({ name: 'login' }) }),
    [modals, session.loggedIn],
  );
  const sessionKey = session.sessionKey;
  const onChange = useMemo(
    () => (sessionKey ? (favourites: Favourites) => setMember({ sessionKey, favourites }) : null),
    [sessionKey],
  );
  const value = member && member.sessionKey === sessionKey ? member.favourites : visitor;
  return (
    <FavouritesContext.Provider value={value}>
      {children}
      {onChange ? (
        <Suspense fallback={null}>
          <FavouritesMachine key={sessionKey} onChange={onChange} />
        </Suspense>
      ) : null}
    </FavouritesContext.Provider>
  );
}
