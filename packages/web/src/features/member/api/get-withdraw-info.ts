import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { walletKeys } from './wallet-keys';

export const getWithdrawInfo = (sdk: LobbySdk, signal?: AbortSignal) =>
  sdk.wallet.getWithdrawInfo(undefined, { signal });
export const withdrawInfoQueryOptions = (sdk: LobbySdk, enabled = true) =>
  queryOptions({
    queryKey: walletKeys.withdrawInfo(),
    queryFn: ({ signal }) => getWithdrawInfo(sdk, signal),
    enabled,
  });
/** What a withdrawal needs: limits, withdrawable amount, cards, payment password, payments to confirm. */
export const useWithdrawInfo = (enabled = true) => useQuery(withdrawInfoQueryOptions(useSdk(), enabled));
