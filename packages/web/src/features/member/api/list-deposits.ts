import { MONEY_LIST_DAYS, MONEY_LIST_PAGE_SIZE } from '@lobby/flows';
import { useListDeposits } from '@/generated/wallet/wallet';
import { useSdk } from '@/lib/app-services';
import { lastDays } from '@/lib/format';

/** The member's recent deposits (the last 30 days, newest first; orval's hook). */
export const useRecentDeposits = () =>
  useListDeposits(
    { ...lastDays(MONEY_LIST_DAYS), pageNo: 1, pageSize: MONEY_LIST_PAGE_SIZE },
    { request: { sdk: useSdk() } },
  );
