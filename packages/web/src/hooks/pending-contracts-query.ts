import { queryOptions } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { sharedKeys } from '@/lib/query-keys';

/** Contracts offered to the member that wait for an answer. */
export const pendingContractsQuery = (sdk: LobbySdk, sessionKey: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: sharedKeys.pendingContracts(sessionKey),
    queryFn: ({ signal }) => sdk.contracts.listPendingContracts(undefined, { signal }),
    enabled: sessionKey !== null && enabled,
    staleTime: 60_000,
  });
