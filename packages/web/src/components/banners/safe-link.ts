import type { Schemas } from '@lobby/sdk';
import { externalUrl, isAppPath } from '@/lib/safe-url';

/** Where a banner leads: an in-app route, an external http(s) page, a game to launch, or nowhere. */
export type BannerTarget =
  | { readonly kind: 'route'; readonly to: string }
  | { readonly kind: 'external'; readonly href: string }
  | { readonly kind: 'game'; readonly card: Schemas['GameCard'] }
  | { readonly kind: 'none' };

const NONE: BannerTarget = { kind: 'none' };

/**
 * Reads a banner's link safely. ROUTE and PROMOTION stay in the app; URL opens only http(s);
 * a link without a type is read by its shape. A GAME banner launches the card it carries (the launch
 * call needs its vendor and type), and only when that card is the game the node id names.
 */
export function bannerTarget(
  banner: Pick<Schemas['Banner'], 'linkageType' | 'linkage' | 'game'>,
): BannerTarget {
  const link = banner.linkage?.trim();
  if (!link) return NONE;
  switch (banner.linkageType) {
    case 'ROUTE':
      return isAppPath(link) ? { kind: 'route', to: link } : NONE;
    case 'GAME':
      return banner.game && String(banner.game.nodeId) === link ? { kind: 'game', card: banner.game } : NONE;
    case 'PROMOTION':
      return /^[\w-]+$/.test(link) ? { kind: 'route', to: `/promotions#${link}` } : NONE;
    case 'URL': {
      const href = externalUrl(link);
      return href ? { kind: 'external', href } : NONE;
    }
    case null:
    case undefined: {
      if (isAppPath(link)) return { kind: 'route', to: link };
      const href = externalUrl(link);
      return href ? { kind: 'external', href } : NONE;
    }
    default:
      return NONE;
  }
}
