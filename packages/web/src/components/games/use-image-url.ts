import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
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

/** Resolves a server image path against the configured image CDN, with the default icon as fallback. */
export function useImageUrl(path: string | null | undefined): string {
  const { data: site } = useQuery(siteConfigQuery(useSdk()));
  const cdns = site?.imageCdns;
  return useMemo(() => {
    const cdn = cdns && cdns.length > 0 ? sessionCdn(cdns) : undefined;
    return resolveImageUrl(path, cdn ? [cdn] : [], DEFAULT_ICON);
  }, [path, cdns]);
}
