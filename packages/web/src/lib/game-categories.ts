import { prizeMode, splitCategories } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { gameCentreRoutes, gameListRoutes, type RouteName } from '@/config/paths';

type Card = Schemas['GameCard'];

/** A game category with its vendor cards, as the pages, home sections and header menus use it. */
export interface VendorCategory {
  /** The backend's name, e.g. RNG, SPORTS, ESPORTS, LOTT. */
  readonly classify: string;
  /** The page the category opens. */
  readonly route: RouteName;
  readonly vendors: readonly Card[];
}

const ROUTES: readonly RouteName[] = [...gameListRoutes, ...gameCentreRoutes];

/** The card's name to show: display name, then game name, then node name, then the vendor code. */
export const cardName = (card: Card): string =>
  card.displayName || card.gameName || card.nodeName || card.vassalage;

/** An RNG vendor's card opens its game list (/rng?vassalage=); the other vendors' cards launch with Play now. */
export const isRngVendor = (card: Card): boolean => card.gameType.toUpperCase() === 'RNG';

/**
 * The vendor lanes as the site's categories: the flows split and order them per the brand's
 * configuration (`info.gameCategories`); a category without a page here is dropped.
 */
export function toVendorCategories(
  vendors: Schemas['GameVendors'] | null | undefined,
  config: Schemas['GameCategoryConfig'] | null | undefined,
): VendorCategory[] {
  return splitCategories(vendors, config).flatMap(({ classify, cards }): VendorCategory[] => {
    const route = ROUTES.find((name) => name.toUpperCase() === classify);
    return route ? [{ classify, route, vendors: cards }] : [];
  });
}

/** The lottery prize mode of the brand's categories (the flows' rule on the ELOTT category's vendors). */
export function categoriesPrizeMode(categories: readonly VendorCategory[]): 'ELOTT' | 'LOTT' {
  return prizeMode(
    categories.find((category) => category.classify === 'ELOTT')?.vendors.map((card) => card.vassalage),
  );
}
