import type { KeyValueStore } from '@lobby/flows';

// Apart from the other browser ports (browser-ports.ts): the notice popups read the session's store at every
// start-up, the cookie, device and OS ports only the log-in and money screens need.

/** Web storage as the flows' key-value port; falls back to memory where storage is blocked. */
function storageStore(pick: () => Storage): KeyValueStore {
  const memory = new Map<string, string>();
  const storage = (): Storage | null => {
    try {
      return pick();
    } catch {
      return null;
    }
  };
  return {
    get: (key) => storage()?.getItem(key) ?? memory.get(key) ?? null,
    set: (key, value) => (storage() ? storage()?.setItem(key, value) : void memory.set(key, value)),
    remove: (key) => (storage() ? storage()?.removeItem(key) : void memory.delete(key)),
    keys: () => (storage() ? Object.keys(storage() as Storage) : [...memory.keys()]),
  };
}

/** `localStorage` as a key-value port (device id, language). */
export const localStore = (): KeyValueStore => storageStore(() => window.localStorage);

/** `sessionStorage` as a key-value port (popups closed this session). */
export const sessionStore = (): KeyValueStore => storageStore(() => window.sessionStorage);
