import type { TokenStore } from '@lobby/sdk';

/**
 * A session handed over in `?token=` (an app or agent link) while another session is open in this tab: it
 * is kept aside, never applied silently (a link must not swap the account a member is using, the login-CSRF
 * shape), until the visitor chooses in the session choice dialog.
 */
let pending: string | null = null;

/** Applies a handed-over token when no session is open; otherwise keeps it for the visitor's choice. */
export function receiveHandOver(token: string | null, tokens: TokenStore): void {
  if (!token) return;
  const current = tokens.get();
  if (current === null) tokens.set(token);
  else if (current !== token) pending = token;
}

/** The handed-over session waiting for the visitor's choice, if any. */
export const pendingHandOver = (): string | null => pending;

/** The visitor's choice: keep the open session (the link's is dropped) or switch to the link's. */
export function settleHandOver(choice: 'keep' | 'switch', tokens: TokenStore): void {
  if (choice === 'switch' && pending) tokens.set(pending);
  pending = null;
}
