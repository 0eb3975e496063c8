import type { QueryKey } from '@tanstack/react-query';
import {
  getGetPointsBalanceQueryKey,
  getGetPointsConfigQueryKey,
  getGetPointTransactionQueryKey,
  getListPointRedeemsQueryKey,
  getListPointRewardsQueryKey,
} from '@/generated/rewards/rewards';
import { sharedKeys } from '@/lib/query-keys';

/**
 * What a redeem or a conversion changes: the points mall's reads (orval's keys, one root per operation: balance,
 * rules, rewards, redemptions, history) and the header's balance (a conversion or a cash reward credits the wallet).
 */
export const pointsChanges = (): QueryKey[] => [
  getGetPointsBalanceQueryKey(),
  getGetPointsConfigQueryKey(),
  getListPointRewardsQueryKey(),
  getListPointRedeemsQueryKey(),
  getGetPointTransactionQueryKey(),
  sharedKeys.balances(),
];
