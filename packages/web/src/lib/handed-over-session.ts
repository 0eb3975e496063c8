import { memoryTokenStore, type TokenStore } from '@lobby/sdk';

/**
 * A session handed over in `?token=` (an app or agent link), taken out of the address at boot. It waits here,
 * in memory and never in storage, for the session machine (its `handOver` port): a link must not sign a
 * visitor into someone else's account, nor swap the account a member is using (the login-CSRF shape), so the
 * machine reads the account it belongs to and asks before it is used.
 */
export const handedOverSession: TokenStore = memoryTokenStore();

/** Keeps a token taken from the address for the session machine's question. */
export function receiveHandOver(token: string | null): void {
  if (token) handedOverSession.set(token);
}

/** A link handed over a session the visitor has not answered about yet. */
export const handOverWaiting = (): boolean => handedOverSession.get() !== null;
