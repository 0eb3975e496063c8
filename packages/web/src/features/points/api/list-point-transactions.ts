import { keepPreviousData } from '@tanstack/react-query';
import type { Schemas } from '@lobby/sdk';
import { POINTS_PAGE_SIZE } from '@lobby/flows';
import { useGetPointTransaction } from '@/generated/rewards/rewards';
import { useSdk } from '@/lib/app-services';

/** One page of the member's points changes (earned, redeemed, refunded, converted), newest first (orval's hook). */
export const usePointTransactions = (type: Schemas['PointTransactionType'] | '', pageNo: number) =>
  useGetPointTransaction(
    { pageNo, pageSize: POINTS_PAGE_SIZE, ...(type ? { type } : {}) },
    { query: { placeholderData: keepPreviousData }, request: { sdk: useSdk() } },
  );
