import { keepPreviousData } from '@tanstack/react-query';
import type { Schemas } from '@lobby/sdk';
import { POINTS_PAGE_SIZE } from '@lobby/flows';
import { useListPointRedeems } from '@/generated/rewards/rewards';
import { useSdk } from '@/lib/app-services';

/** One page of the member's redemptions, newest first, of one status or all (orval's hook, through the SDK). */
export const usePointRedeems = (status: Schemas['PointRedeemStatus'] | '', pageNo: number) =>
  useListPointRedeems(
    { pageNo, pageSize: POINTS_PAGE_SIZE, ...(status ? { status } : {}) },
    { query: { placeholderData: keepPreviousData }, request: { sdk: useSdk() } },
  );
