/**
 * Data the site loads once per session: hot games, the vendor list, the merchant
 * wallet and the registration rules. Kept until `flush()` (on logout or a language change).
 */
export const SESSION_CACHED_OPERATIONS = [
  'listHotGames',
  'listVendors',
  'getMerchantWallet',
  'getRegisterSettings',
];

/** The session cache of one SDK instance. */
export interface SessionCache {
  /** Forgets everything cached. */
  flush(): void;
}

/** A cache of in-flight and settled calls; concurrent callers share one request, failures are not kept. */
export function createSessionCache(): SessionCache & {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
} {
  const entries = new Map<string, Promise<unknown>>();
  return {
    flush: () => entries.clear(),
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit) return hit as Promise<T>;
      const pending = load();
      entries.set(key, pending);
      pending.catch(() => {
        if (entries.get(key) === pending) entries.delete(key);
      });
      return pending;
    },
  };
}
