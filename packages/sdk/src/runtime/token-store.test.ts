import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryTokenStore, sessionTokenStore } from './token-store.js';

/** A minimal Storage, as browsers have. */
function storage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('token stores', () => {
  it('memory: keeps and clears the token', () => {
    const store = memoryTokenStore('a');
    expect(store.get()).toBe('a');
    store.set(null);
    expect(store.get()).toBeNull();
  });

  it('session: keeps the token in sessionStorage under the given key', () => {
    const session = storage();
    vi.stubGlobal('sessionStorage', session);
    const store = sessionTokenStore('lobby.token');
    store.set('tok');
    expect(session.getItem('lobby.token')).toBe('tok');
    expect(sessionTokenStore('lobby.token').get()).toBe('tok');
    store.set(null);
    expect(session.getItem('lobby.token')).toBeNull();
    expect(store.get()).toBeNull();
  });

  it('session: falls back to memory where storage is missing or throws', () => {
    const store = sessionTokenStore();
    store.set('tok');
    expect(store.get()).toBe('tok');
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    });
    const blocked = sessionTokenStore();
    blocked.set('tok2');
    expect(blocked.get()).toBe('tok2');
  });
});
