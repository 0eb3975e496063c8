import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { walletKeys } from './wallet-keys';

export const listDepositMethods = (sdk: LobbySdk, signal?: AbortSignal) =>
  sdk.wallet.listDepositMethods(undefined, { signal });
export const depositMethodsQueryOptions = (sdk: LobbySdk) =>
  queryOptions({
    queryKey: walletKeys.depositMethods(),
    queryFn: ({ signal }) => listDepositMethods(sdk, signal),
  });
/** The brand's deposit methods with their limits and presets. */
export const useDepositMethods = () => useQuery(depositMethodsQueryOptions(useSdk()));
