import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { flattenWhitelabel } from '@lobby/flows';
import { toSiteConfig, type SiteConfig } from '@/lib/site-config';
import { sharedKeys } from '@/lib/query-keys';

/**
 * The configuration as a query. The start-up gate fills it from the flows' start-up machine; the
 * query function is the same two calls for screens rendered without the gate (tests, previews).
 */
export const siteConfigQuery = (sdk: LobbySdk) =>
  queryOptions({
    queryKey: sharedKeys.siteConfig(),
    queryFn: async ({ signal }): Promise<SiteConfig> => {
      const status = await sdk.system.getSystemStatus(undefined, { signal });
      if (status.status !== 0) return toSiteConfig(status);
      const whitelabel = await sdk.system.getWhitelabel(undefined, { signal });
      return toSiteConfig(status, flattenWhitelabel(whitelabel));
    },
    staleTime: Infinity,
  });

/** The brand configuration; only call below the start-up gate, which guarantees it is loaded. */
export function useSiteConfig(): SiteConfig {
  const sdk = useSdk();
  const { data } = useQuery(siteConfigQuery(sdk));
  if (!data) throw new Error('useSiteConfig before start-up finished');
  return data;
}
