import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { agentKeys } from './agent-keys';

export const getAffiliateLink = (sdk: LobbySdk, signal?: AbortSignal) =>
  sdk.agent.getAffiliateLink(undefined, { signal });
export const affiliateLinkQueryOptions = (sdk: LobbySdk) =>
  queryOptions({
    queryKey: agentKeys.affiliateLink(),
    queryFn: ({ signal }) => getAffiliateLink(sdk, signal),
    staleTime: Infinity,
  });
/** The agent's own sign-up link and code (a visitor registering through it becomes a direct player downline). */
export const useAffiliateLink = () => useQuery(affiliateLinkQueryOptions(useSdk()));
