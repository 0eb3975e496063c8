import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `children` once the first render has been painted, at transition priority (React builds
 * them in slices the browser can paint between), with `fallback` until then. For what is below the
 * fold or out of view at start-up, so the first render, the one the largest paint waits for, stays small.
 */
export function Deferred({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    startTransition(() => setShown(true));
  }, []);
  return shown ? children : fallback;
}
