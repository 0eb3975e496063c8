/**
 * The backend's site-wide switches seen mid-session: while the site is in maintenance every call but
 * the system ones answers 503, while the visitor's region is blocked 403. The app's fetch reports those
 * answers here so a notice can offer a refresh (which lands on the maintenance or region-blocked screen)
 * without taking away the page or a half-filled form.
 */
export type SiteSwitchListener = (status: number) => void;

const SWITCH_STATUSES: readonly number[] = [403, 503];
const listeners = new Set<SiteSwitchListener>();

/** Calls `listener` with the HTTP status of every answer that may mean a site-wide switch; returns the unsubscribe. */
export function onSiteSwitch(listener: SiteSwitchListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells the listeners of an answer's status that may mean a site-wide switch (the events channel's too). */
export function reportSiteSwitch(status: number): void {
  if (SWITCH_STATUSES.includes(status)) listeners.forEach((listener) => listener(status));
}

/** Wraps `fetch` (the global one, read at call time, by default) to report 403 and 503 answers. */
export function observeSiteSwitch(base?: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await (base ?? globalThis.fetch)(input, init);
    reportSiteSwitch(response.status);
    return response;
  };
}
