import { MERCHANT_STORAGE_KEYS, MONEY_JOURNAL_PREFIX } from '../constants.js';
import type { KeyValueStore, TokenStore } from '../ports/storage.js';

// A module of its own: the web's logout (start-up) needs only this, not the session's actors (loaded later).
/** What the session's real actors need besides the SDK. */
export interface SessionPorts {
  tokenStore: TokenStore;
  sessionStore: KeyValueStore;
  /**
   * Where a token handed over in `?token=` waits, in memory, until the visitor confirms it (default: one the
   * actors keep). An app that takes the token out of the address before the session starts puts it here.
   */
  handOver?: TokenStore;
}

/**
 * Clears session storage but the brand's merchant values and the members' open value moves (each kept under
 * its member, read back when that member is here again), and the token with it.
 */
export function clearSessionStorage(ports: SessionPorts): void {
  ports.tokenStore.set(null);
  for (const key of ports.sessionStore.keys())
    if (!MERCHANT_STORAGE_KEYS.includes(key) && !key.startsWith(MONEY_JOURNAL_PREFIX))
      ports.sessionStore.remove(key);
}
