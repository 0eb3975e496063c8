import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { pickCdn, resolveImageUrl } from '@lobby/sdk';
import { siteConfigQuery } from '@/hooks/use-site-config';
import { useSdk } from '@/lib/app-services';
import { DEFAULT_ICON } from './default-icon';

// One image host per page load, so the browser cache is reused across cards.
const sessionPick = new Map<string, string | undefined>();

function sessionCdn(cdns: readonly string[]): string | undefined {
  const key = cdns.join('|');
  if (!sessionPick.has(key)) sessionPick.set(key, pickCdn(cdns));
  return sessionPick.get(key);
}

/**
 * Resolves a server image path against the configured image CDN, with the default icon as
 * fallback. The configuration is loaded before any page renders and does not change, so this
 * reads it once instead of subscribing every card to the query.
 */
export function useImageUrl(path: string | null | undefined): string {
  const client = useQueryClient();
  const sdk = useSdk();
  const cdns = client.getQueryData(siteConfigQuery(sdk).queryKey)?.imageCdns;
  return useMemo(() => {
    const cdn = cdns && cdns.length > 0 ? sessionCdn(cdns) : undefined;
    return resolveImageUrl(path, cdn ? [cdn] : [], DEFAULT_ICON);
  }, [path, cdns]);
}
