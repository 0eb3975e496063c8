import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { SessionActorContext, type SessionActor } from '@/hooks/use-session';
import { useServices } from '@/lib/app-services';
import { handOverWaiting } from '@/lib/handed-over-session';

type HostProps = { onActor: (actor: SessionActor) => void; onFailed: () => void };

/** Stands in for the host when its download failed: says so, so nothing waits for the machine. */
function HostUnavailable({ onFailed }: HostProps) {
  useEffect(onFailed, [onFailed]);
  return null;
}

// Loaded once a token exists, or a link handed one over (the machine asks before using it): visitors (most of the home's loads) never download the session's machine.
// A failed download leaves the app without it; logout then ends the session locally (use-logout.ts).
const SessionHost = lazy((): Promise<{ default: ComponentType<HostProps> }> =>
  import('./session-host').then(
    (module) => ({ default: module.SessionHost }),
    () => ({ default: HostUnavailable }),
  ),
);

/** Provides the session machine to the tree once a member's token appears or a link hands one over (and keeps it after a logout). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { tokens } = useServices();
  const token = useSyncExternalStore(tokens.subscribe, tokens.get, tokens.get);
  const [actor, setActor] = useState<SessionActor | null>(null);
  const [failed, setFailed] = useState(false);
  const [started, setStarted] = useState(() => token !== null || handOverWaiting());
  if (token !== null && !started) setStarted(true);
  const onFailed = useCallback(() => setFailed(true), []);
  const starting = started && actor === null && !failed;
  const value = useMemo(() => ({ actor, starting }), [actor, starting]);
  return (
    <SessionActorContext.Provider value={value}>
      {children}
      {started ? (
        <Suspense fallback={null}>
          <SessionHost onActor={setActor} onFailed={onFailed} />
        </Suspense>
      ) : null}
    </SessionActorContext.Provider>
  );
}
