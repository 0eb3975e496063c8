import type { QueryClient } from '@tanstack/react-query';

/**
 * The roots of every query a money move can change, named once: the money kit refreshes them, and the
 * features' key factories (the member's `walletKeys`, `recordKeys`) build their keys under them.
 */
export const moneyKeyRoots = {
  /** Every balance, list and limit of the wallet (the header's balance too: `hooks/use-balance`). */
  wallet: ['wallet'] as const,
  /** The member (its balance and badges). */
  memberInfo: ['member', 'info'] as const,
  /** The member's records (bets, transactions, profit, bonuses). */
  records: ['member', 'records'] as const,
};

/** After money moved: every balance, list and limit of the wallet, the member (its balance and badges) and its records. */
export const refreshAfterMoney = (queryClient: QueryClient): Promise<unknown> =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: moneyKeyRoots.wallet }),
    queryClient.invalidateQueries({ queryKey: moneyKeyRoots.memberInfo }),
    queryClient.invalidateQueries({ queryKey: moneyKeyRoots.records }),
  ]);
