import type { QueryClient } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { stopMoneyMoves } from './money-moves';
import { publicQueryRoots } from './public-query-roots';
import { isSessionKey } from './token-store';

/** True for a read that is the same for every visitor: under a public root and under no session's key. */
export const isPublicQuery = (queryKey: readonly unknown[]): boolean =>
  !queryKey.some(isSessionKey) &&
  publicQueryRoots.some((root) => root.every((part, index) => queryKey[index] === part));

/**
 * Forgets all that was read or sent for a member whose session ended, so whoever uses the tab next sees none
 * of it: every query but the public ones (an allow-list, so a new feature's reads are forgotten by default),
 * every mutation with its variables and answer, the SDK's session cache, and the value moves kept for the tab
 * (an open one waits in the journal for its own member).
 */
export function forgetMember(queryClient: QueryClient, sdk: LobbySdk): void {
  queryClient.removeQueries({ predicate: (query) => !isPublicQuery(query.queryKey) });
  queryClient.getMutationCache().clear();
  sdk.cache.flush();
  stopMoneyMoves();
}
