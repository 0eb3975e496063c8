import { Suspense, lazy, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { SessionActorContext, type SessionActor } from '@/hooks/use-session';
import { useServices } from '@/lib/app-services';

type HostProps = { onActor: (actor: SessionActor) => void };

// Loaded once a token exists: visitors (most of the home's loads) never download the session's machine.
// A failed download leaves the app without it; logout then ends the session locally (use-logout.ts).
const SessionHost = lazy((): Promise<{ default: ComponentType<HostProps> }> =>
  import('./session-host').then(
    (module) => ({ default: module.SessionHost }),
    () => ({ default: () => null }),
  ),
);

/** Provides the session machine to the tree once a member's token appears (and keeps it after a logout). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { tokens } = useServices();
  const token = useSyncExternalStore(tokens.subscribe, tokens.get, tokens.get);
  const [actor, setActor] = useState<SessionActor | null>(null);
  const [started, setStarted] = useState(token !== null);
  if (token !== null && !started) setStarted(true);
  return (
    <SessionActorContext.Provider value={actor}>
      {children}
      {started ? (
        <Suspense fallback={null}>
          <SessionHost onActor={setActor} />
        </Suspense>
      ) : null}
    </SessionActorContext.Provider>
  );
}
