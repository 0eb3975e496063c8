import { queryOptions, useQuery } from '@tanstack/react-query';
import { MONEY_LIST_DAYS, MONEY_LIST_PAGE_SIZE } from '@lobby/flows';
import type { LobbySdk } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { lastDays } from '@/lib/format';
import { walletKeys } from './wallet-keys';

type Range = ReturnType<typeof lastDays>;
export const listWithdrawals = (sdk: LobbySdk, range: Range, signal?: AbortSignal) =>
  sdk.wallet.listWithdrawals({ ...range, pageNo: 1, pageSize: MONEY_LIST_PAGE_SIZE }, { signal });
export const withdrawalsQueryOptions = (sdk: LobbySdk, range: Range) =>
  queryOptions({
    queryKey: walletKeys.withdrawals(range),
    queryFn: ({ signal }) => listWithdrawals(sdk, range, signal),
  });
/** The member's recent withdrawals (the last 30 days, newest first). */
export const useRecentWithdrawals = () =>
  useQuery(withdrawalsQueryOptions(useSdk(), lastDays(MONEY_LIST_DAYS)));
