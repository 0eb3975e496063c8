import type { TokenStore } from '@lobby/sdk';
import type { LobbyEventOf } from '@lobby/sdk/events';

/** Why the server ended a session, when it said so (the events channel's `sessionEnded`). */
export type SessionEndReason = LobbyEventOf<'sessionEnded'>['data']['reason'];

/** A token store React can subscribe to, so the session re-renders when the SDK sets or clears the token. */
export interface ObservableTokenStore extends TokenStore {
  subscribe(listener: () => void): () => void;
  /**
   * A name for the current session that is no secret (null without one): query keys and React keys
   * use it, never the token, so a switched session still gets its own cache entries.
   */
  sessionKey(): string | null;
  /**
   * Says the server refused `token` (a 401) or ended its session (`reason`, from the events channel); heard only
   * while it is still the current token.
   */
  refuse(token: string, reason?: SessionEndReason): void;
  /**
   * Keeps the session key through the token's removal, for the next login (the member carrying on after the
   * server ended the session) or until `release`: the screens' queries keep their keys, so their data.
   */
  keepSessionKey(): void;
  /** Ends the kept session key: nobody logged in again. */
  release(): void;
  /** Listens for the current token's refusal. */
  onRefused(listener: (reason?: SessionEndReason) => void): () => void;
}

/** True for a query key's part that names a session (`sessionKey()`). */
export const isSessionKey = (part: unknown): boolean =>
  typeof part === 'string' && part.startsWith('session-');

/** Wraps the SDK's store (session storage in the browser) and notifies on every change. */
export function observableTokenStore(inner: TokenStore): ObservableTokenStore {
  const listeners = new Set<() => void>();
  const refusals = new Set<(reason?: SessionEndReason) => void>();
  let sessions = 0;
  const keyOf = (token: string | null) => (token === null ? null : `session-${++sessions}`);
  let key = keyOf(inner.get());
  let kept = false;
  const notify = () => listeners.forEach((listener) => listener());
  return {
    get: () => inner.get(),
    set(token) {
      if (inner.get() === token) return;
      inner.set(token);
      if (!kept) key = keyOf(token);
      else if (token !== null) kept = false;
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    sessionKey: () => key,
    refuse(token, reason) {
      // A late answer to a call made with an earlier session's token says nothing about this one.
      if (token === inner.get()) refusals.forEach((listener) => listener(reason));
    },
    keepSessionKey() {
      if (key !== null) kept = true;
    },
    release() {
      if (!kept) return;
      kept = false;
      key = keyOf(inner.get());
      notify();
    },
    onRefused(listener) {
      refusals.add(listener);
      return () => refusals.delete(listener);
    },
  };
}
