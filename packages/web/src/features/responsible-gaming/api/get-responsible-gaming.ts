import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { responsibleKeys } from './responsible-keys';

export const getResponsibleGaming = (sdk: LobbySdk, signal?: AbortSignal) =>
  sdk.responsibleGaming.getResponsibleGaming(undefined, { signal });
export const responsibleGamingQueryOptions = (sdk: LobbySdk) =>
  queryOptions({
    queryKey: responsibleKeys.settings(),
    queryFn: ({ signal }) => getResponsibleGaming(sdk, signal),
  });
/** The member's deposit limits (used, remaining, pending raise), the cooling-off and the reality-check interval. */
export const useResponsibleGaming = () => useQuery(responsibleGamingQueryOptions(useSdk()));
