import { queryOptions, useQuery } from '@tanstack/react-query';
import { MONEY_LIST_DAYS, MONEY_LIST_PAGE_SIZE } from '@lobby/flows';
import type { LobbySdk } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { lastDays } from '@/lib/format';
import { walletKeys } from './wallet-keys';

type Range = ReturnType<typeof lastDays>;
export const listDeposits = (sdk: LobbySdk, range: Range, signal?: AbortSignal) =>
  sdk.wallet.listDeposits({ ...range, pageNo: 1, pageSize: MONEY_LIST_PAGE_SIZE }, { signal });
export const depositsQueryOptions = (sdk: LobbySdk, range: Range) =>
  queryOptions({
    queryKey: walletKeys.deposits(range),
    queryFn: ({ signal }) => listDeposits(sdk, range, signal),
  });
/** The member's recent deposits (the last 30 days, newest first). */
export const useRecentDeposits = () => useQuery(depositsQueryOptions(useSdk(), lastDays(MONEY_LIST_DAYS)));
