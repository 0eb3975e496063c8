import { sharedKeys } from '@/lib/query-keys';

/** Query keys of the points mall; a redeem or convert invalidates `all` (balance, lists and history). */
export const pointsKeys = {
  all: ['member', 'points'] as const,
  balance: () => [...pointsKeys.all, 'balance'] as const,
  config: () => [...pointsKeys.all, 'config'] as const,
  rewards: (pageNo: number) => [...pointsKeys.all, 'rewards', pageNo] as const,
  redeems: (status: string, pageNo: number) => [...pointsKeys.all, 'redeems', status, pageNo] as const,
  history: (type: string, pageNo: number) => [...pointsKeys.all, 'history', type, pageNo] as const,
  // A conversion or a cash reward credits the wallet: the header balance reads again.
  wallet: sharedKeys.balances,
};
