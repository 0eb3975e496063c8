import type { TokenStore } from '@lobby/sdk';

/** A token store React can subscribe to, so the session re-renders when the SDK sets or clears the token. */
export interface ObservableTokenStore extends TokenStore {
  subscribe(listener: () => void): () => void;
}

/** Wraps the SDK's store (session storage in the browser) and notifies on every change. */
export function observableTokenStore(inner: TokenStore): ObservableTokenStore {
  const listeners = new Set<() => void>();
  return {
    get: () => inner.get(),
    set(token) {
      if (inner.get() === token) return;
      inner.set(token);
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
