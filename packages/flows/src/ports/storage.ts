/** Key-value storage port (session or local storage in browsers, a Map in Node and tests). */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  keys(): string[];
}

/** Cookie port; `days` is the lifetime. */
export interface CookieStore {
  get(name: string): string | null;
  set(name: string, value: string, options: { days: number }): void;
  remove(name: string): void;
}

/** Token store port, the SDK's shape. */
export interface TokenStore {
  get(): string | null;
  set(token: string | null): void;
}

/** An in-memory KeyValueStore, for Node clients and tests. */
export function memoryStore(initial: Record<string, string> = {}): KeyValueStore {
  const map = new Map(Object.entries(initial));
  return {
    get: (key) => map.get(key) ?? null,
    set: (key, value) => void map.set(key, value),
    remove: (key) => void map.delete(key),
    keys: () => [...map.keys()],
  };
}

/** An in-memory CookieStore (lifetimes are recorded, not enforced), for Node clients and tests. */
export function memoryCookies(): CookieStore & { days(name: string): number | undefined } {
  const map = new Map<string, { value: string; days: number }>();
  return {
    get: (name) => map.get(name)?.value ?? null,
    set: (name, value, { days }) => void map.set(name, { value, days }),
    remove: (name) => void map.delete(name),
    days: (name) => map.get(name)?.days,
  };
}
