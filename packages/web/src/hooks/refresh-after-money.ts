import type { QueryClient } from '@tanstack/react-query';
import { sharedKeys } from '@/lib/query-keys';

/**
 * The member's records (bets, transactions, profit, bonuses): the member's `recordKeys` sit under it. Kept
 * here rather than in `lib/query-keys.ts`, which start-up carries: only the money and records screens need it.
 */
export const memberRecordsKey = () => ['member', 'records'] as const;

/** After money moved: every balance, list and limit of the wallet, the member (its balance and badges) and its records. */
export const refreshAfterMoney = (queryClient: QueryClient): Promise<unknown> =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: sharedKeys.wallet() }),
    queryClient.invalidateQueries({ queryKey: sharedKeys.memberInfos() }),
    queryClient.invalidateQueries({ queryKey: memberRecordsKey() }),
  ]);

/** What the refresh needs of a money or form machine's actor. */
export interface RefreshingActor<TEvent extends string> {
  on(type: TEvent, listener: () => void): { unsubscribe(): void };
  subscribe(listener: (snapshot: { context: { error: unknown } }) => void): { unsubscribe(): void };
}

/**
 * Fetches every balance, list and badge again when the machine says money moved (`event`), and after a
 * refusal too: a refusal can follow a partial move (a recall that emptied some wallets first). Returns the
 * unsubscribe.
 */
export function refreshOnMoney<TEvent extends string>(
  actor: RefreshingActor<TEvent>,
  queryClient: QueryClient,
  event: TEvent,
  onMoved?: () => void,
): () => void {
  const moved = actor.on(event, () => {
    onMoved?.();
    void refreshAfterMoney(queryClient);
  });
  let error: unknown = null;
  const refusals = actor.subscribe(({ context }) => {
    if (context.error && context.error !== error) void refreshAfterMoney(queryClient);
    error = context.error;
  });
  return () => {
    moved.unsubscribe();
    refusals.unsubscribe();
  };
}
