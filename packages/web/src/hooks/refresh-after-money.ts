import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { getListBankCardsQueryKey } from '@/generated/member/member';
import {
  getGetPersonalProfitQueryKey,
  getListBetRecordsQueryKey,
  getListBonusDetailsQueryKey,
  getListTransactionsQueryKey,
} from '@/generated/records/records';
import {
  getGetWithdrawInfoQueryKey,
  getListDepositMethodsQueryKey,
  getListDepositsQueryKey,
  getListWithdrawalsQueryKey,
} from '@/generated/wallet/wallet';
import { sharedKeys } from '@/lib/query-keys';

/**
 * What a money move can change in the wallet: the hand-written reads under `wallet` (the header's balance, the
 * payments to confirm) and the money screens' reads (orval's keys, one root per operation: each root is a prefix
 * of every range and page of its read). A claim credits the wallet too (`refreshAfterClaim`).
 */
export const walletChanges = (): QueryKey[] => [
  sharedKeys.wallet(),
  getListDepositMethodsQueryKey(),
  getListDepositsQueryKey(),
  getGetWithdrawInfoQueryKey(),
  getListWithdrawalsQueryKey(),
  getListBankCardsQueryKey(),
];

/**
 * Everything a money move can change: the wallet's reads, the member (its balance and badges) and the member's
 * records (bets, transactions, profit, bonuses; orval's roots). The member's own bets are the bets' pages with no
 * `scope`: a key's object matches by the properties it names, so the agent's team bets (the same operation with
 * `scope: 'TEAM'`), which no money move changes, stay as they are.
 */
export const moneyChanges = (): QueryKey[] => [
  ...walletChanges(),
  sharedKeys.memberInfos(),
  [...getListBetRecordsQueryKey(), { scope: undefined }],
  getListTransactionsQueryKey(),
  getGetPersonalProfitQueryKey(),
  getListBonusDetailsQueryKey(),
];

/** After money moved: marks stale every read of `moneyChanges`. */
export const refreshAfterMoney = (queryClient: QueryClient): Promise<unknown> =>
  Promise.all(moneyChanges().map((queryKey) => queryClient.invalidateQueries({ queryKey })));

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
