import { sharedKeys } from '@/lib/query-keys';

/**
 * The money screens' query keys. Everything a money move can change sits under `wallet` (the
 * header's balance too: `hooks/use-balance`), so one invalidation refreshes it all.
 */
export const walletKeys = {
  all: sharedKeys.wallet(),
  depositMethods: () => ['wallet', 'deposit-methods'] as const,
  deposits: (range: { startDate: string; endDate: string }) => ['wallet', 'deposits', range] as const,
  withdrawInfo: () => ['wallet', 'withdraw-info'] as const,
  withdrawals: (range: { startDate: string; endDate: string }) => ['wallet', 'withdrawals', range] as const,
  confirmations: () => ['wallet', 'confirmations'] as const,
  bankCards: () => ['wallet', 'bank-cards'] as const,
};
