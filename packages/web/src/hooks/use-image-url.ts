import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { siteConfigQuery } from '@/hooks/use-site-config';
import { useSdk } from '@/lib/app-services';
import { imageUrl } from '@/lib/image-host';

/**
 * Resolves a server image path against the configured image CDN, with the default icon as
 * fallback. The configuration is loaded before any page renders and does not change, so this
 * reads it once instead of subscribing every card to the query.
 */
export function useImageUrl(path: string | null | undefined): string {
  const client = useQueryClient();
  const sdk = useSdk();
  const cdns = client.getQueryData(siteConfigQuery(sdk).queryKey)?.imageCdns;
  return useMemo(() => imageUrl(path, cdns), [path, cdns]);
}
