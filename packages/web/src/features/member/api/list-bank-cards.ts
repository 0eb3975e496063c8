import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { walletKeys } from './wallet-keys';

export const listBankCards = (sdk: LobbySdk, signal?: AbortSignal) =>
  sdk.member.listBankCards(undefined, { signal });
export const bankCardsQueryOptions = (sdk: LobbySdk) =>
  queryOptions({ queryKey: walletKeys.bankCards(), queryFn: ({ signal }) => listBankCards(sdk, signal) });
/** The member's bank cards, the limit, and the banks a new card may belong to. */
export const useBankCards = () => useQuery(bankCardsQueryOptions(useSdk()));
