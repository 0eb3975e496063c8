import { pickCdn, resolveImageUrl } from '@lobby/sdk';
import { DEFAULT_ICON } from '@/components/games/default-icon';
import { foreignScheme } from './safe-url';

// One image host per page load, so the browser cache is reused across cards (and the start-up preload
// of the first banner is the very request the page makes).
const sessionPick = new Map<string, string | undefined>();

function sessionCdn(cdns: readonly string[]): string | undefined {
  const key = cdns.join('|');
  if (!sessionPick.has(key)) sessionPick.set(key, pickCdn(cdns));
  return sessionPick.get(key);
}

/**
 * A server image path resolved against this page load's image host, with the default icon as fallback
 * (also for an address with any scheme but http(s)).
 */
export function imageUrl(path: string | null | undefined, cdns: readonly string[] | undefined): string {
  if (path && foreignScheme(path)) return DEFAULT_ICON;
  const cdn = cdns && cdns.length > 0 ? sessionCdn(cdns) : undefined;
  const url = resolveImageUrl(path, cdn ? [cdn] : [], DEFAULT_ICON);
  return url !== DEFAULT_ICON && foreignScheme(url) ? DEFAULT_ICON : url;
}
