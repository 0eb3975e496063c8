import { lazy, Suspense, type ComponentType, type ComponentProps } from 'react';
import { useRealityCheck } from '../hooks/use-reality-check';
import type { RealityCheckDialog as Dialog } from './reality-check-dialog';

// The dialog, its texts and their formatting are fetched when a check falls due, not with every member's start-up:
// the check itself (its machine and the session's clock) runs from the start. A failed download leaves the page as
// it is, like the check's own.
type DialogProps = ComponentProps<typeof Dialog>;
const RealityCheckDialog = lazy((): Promise<{ default: ComponentType<DialogProps> }> =>
  import('./reality-check-dialog').then(
    (module) => ({ default: module.RealityCheckDialog }),
    () => ({ default: () => null }),
  ),
);

/** The reality check, mounted for logged-in members app-wide: the session's length and net result every N minutes. */
export function RealityCheck() {
  const [snapshot, send] = useRealityCheck();
  const summary = snapshot.context.summary;
  if (!snapshot.matches('showing') || !summary) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckDialog summary={summary} send={send} />
    </Suspense>
  );
}
