/**
 * Tells the app-wide reality check that the member changed the interval, so it reads the session
 * again now rather than at its next resync. One event target for the page, no state.
 */
const target = new EventTarget();
const CHANGED = 'changed';

/** Called after the server took a new interval. */
export const realityCheckChanged = (): void => void target.dispatchEvent(new Event(CHANGED));

/** Calls `listener` on every change; returns the unsubscribe. */
export function onRealityCheckChanged(listener: () => void): () => void {
  target.addEventListener(CHANGED, listener);
  return () => target.removeEventListener(CHANGED, listener);
}
