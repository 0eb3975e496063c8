/** Where the SDK keeps the raw session token it sends as `Authorization`. */
export interface TokenStore {
  get(): string | null;
  set(token: string | null): void;
}

/** Keeps the token in memory: Node, tests, or browsers without session storage. */
export function memoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (next) => {
      token = next;
    },
  };
}

/**
 * Keeps the token in `sessionStorage` under `key`, as the site does, so it lives as long as the
 * tab. Falls back to memory where session storage is missing or blocked (Node, privacy modes).
 */
export function sessionTokenStore(key = 'token'): TokenStore {
  const memory = memoryTokenStore();
  const storage = (): Storage | undefined => {
    try {
      return globalThis.sessionStorage;
    } catch {
      return undefined;
    }
  };
  return {
    get: () => {
      try {
        return storage()?.getItem(key) ?? memory.get();
      } catch {
        return memory.get();
      }
    },
    set: (token) => {
      memory.set(token);
      try {
        if (token === null) storage()?.removeItem(key);
        else storage()?.setItem(key, token);
      } catch {
        // Quota or privacy mode: the in-memory copy still serves this page.
      }
    },
  };
}
