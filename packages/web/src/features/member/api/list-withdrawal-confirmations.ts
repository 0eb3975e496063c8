import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { walletKeys } from './wallet-keys';

/** The payments to confirm, with when they arrived: the countdowns start from the server's time at that moment. */
export const listWithdrawalConfirmations = async (sdk: LobbySdk, signal?: AbortSignal) => {
  const page = await sdk.wallet.listWithdrawalConfirmations({ pageNo: 1, pageSize: 20 }, { signal });
  return { ...page, receivedAt: Date.now() };
};
export const confirmationsQueryOptions = (sdk: LobbySdk) =>
  queryOptions({
    queryKey: walletKeys.confirmations(),
    queryFn: ({ signal }) => listWithdrawalConfirmations(sdk, signal),
  });
/** The member's withdrawal payments and their confirmation state. */
export const useWithdrawalConfirmations = () => useQuery(confirmationsQueryOptions(useSdk()));
