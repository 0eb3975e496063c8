import { keepPreviousData } from '@tanstack/react-query';
import { POINTS_PAGE_SIZE } from '@lobby/flows';
import { useListPointRewards } from '@/generated/rewards/rewards';
import { useSdk } from '@/lib/app-services';

/** One page of the mall's rewards with their stock (orval's hook, through the SDK). */
export const usePointRewards = (pageNo: number) =>
  useListPointRewards(
    { pageNo, pageSize: POINTS_PAGE_SIZE },
    { query: { placeholderData: keepPreviousData }, request: { sdk: useSdk() } },
  );
