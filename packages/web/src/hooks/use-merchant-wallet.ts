import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { sharedKeys } from '@/lib/query-keys';

export const getMerchantWallet = (sdk: LobbySdk, signal?: AbortSignal) =>
  sdk.system.getMerchantWallet(undefined, { signal });
export const merchantWalletQueryOptions = (sdk: LobbySdk) =>
  queryOptions({
    queryKey: sharedKeys.merchantWallet(),
    queryFn: ({ signal }) => getMerchantWallet(sdk, signal),
    staleTime: Infinity,
  });
/** Whether the brand keeps one seamless wallet (no transfers) or a wallet per vendor. */
export const useMerchantWallet = () => useQuery(merchantWalletQueryOptions(useSdk()));
