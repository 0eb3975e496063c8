import { useEffect, useState } from 'react';

/** The longest wait for an idle moment: a page that never goes idle still gets what waits on it. */
export const IDLE_TIMEOUT_MS = 1500;

/**
 * False until the browser has had an idle moment after the first render (requestIdleCallback, at most
 * IDLE_TIMEOUT_MS), then true. For what may come a moment after the page, such as the start-up popups:
 * opened in the same task as the page's first commit, a modal's focus forces the layout of the whole new
 * page there and then, one long task instead of two short ones.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function' && typeof cancelIdleCallback === 'function') {
      const cancel = cancelIdleCallback;
      const handle = requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
      return () => cancel(handle);
    }
    const handle = setTimeout(() => setIdle(true), 0);
    return () => clearTimeout(handle);
  }, []);
  return idle;
}
