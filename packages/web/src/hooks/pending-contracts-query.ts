import { queryOptions } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';

/** Contracts offered to the member that wait for an answer. */
export const pendingContractsQuery = (sdk: LobbySdk, token: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: ['member', 'contracts', 'pending', token],
    queryFn: ({ signal }) => sdk.contracts.listPendingContracts(undefined, { signal }),
    enabled: token !== null && enabled,
    staleTime: 60_000,
  });
