import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { sharedKeys } from '@/lib/query-keys';

/** The wallet balance of the session. */
export const balanceQuery = (sdk: LobbySdk, sessionKey: string | null) =>
  queryOptions({
    queryKey: sharedKeys.balance(sessionKey),
    queryFn: ({ signal }) => sdk.wallet.getBalance(undefined, { signal }),
    enabled: sessionKey !== null,
    staleTime: 15_000,
  });

/** The balance query; `refetch` is the header's refresh button. */
export const useBalance = (sessionKey: string | null) => useQuery(balanceQuery(useSdk(), sessionKey));
