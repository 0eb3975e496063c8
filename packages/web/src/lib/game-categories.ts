import { prizeMode } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { gameCentreRoutes, gameListRoutes, type RouteName } from '@/config/paths';
import { CATEGORY_SPLITS, type SplitRule } from '@/lib/category-config';

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
const ORDER = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT', 'CRASH'];

/** The card's name to show: display name, then game name, then node name, then the vendor code. */
export const cardName = (card: Card): string =>
  card.displayName || card.gameName || card.nodeName || card.vassalage;

/** An RNG vendor's card opens its game list (/rng?vassalage=); the other vendors' cards launch with Play now. */
export const isRngVendor = (card: Card): boolean => card.gameType.toUpperCase() === 'RNG';

const matches = (rule: SplitRule, card: Card): boolean => {
  const code = card.vassalage.toUpperCase();
  if (rule.codes.some((candidate) => candidate.toUpperCase() === code)) return true;
  const names = [card.displayName, card.nodeName, card.gameName].filter(Boolean).join(' ').toLowerCase();
  return rule.names.some((fragment) => names.includes(fragment.toLowerCase()));
};

/**
 * Maps the vendor lanes to categories: applies the configured splits, drops empty categories and
 * those without a page, and sorts them in the home's order.
 */
export function toVendorCategories(
  vendors: Schemas['GameVendors'] | null | undefined,
  splits: readonly SplitRule[] = CATEGORY_SPLITS,
): VendorCategory[] {
  const byClassify = new Map<string, Card[]>();
  const add = (classify: string, cards: readonly Card[]) =>
    byClassify.set(classify, [...(byClassify.get(classify) ?? []), ...cards]);
  for (const lane of vendors?.data?.lanes ?? []) {
    const classify = (lane.gameClassify || lane.title || '').toUpperCase();
    let remaining = Array.isArray(lane.cards) ? lane.cards : [];
    for (const rule of splits.filter((candidate) => candidate.from === classify)) {
      add(
        rule.to,
        remaining.filter((card) => matches(rule, card)),
      );
      remaining = remaining.filter((card) => !matches(rule, card));
    }
    add(classify, remaining);
  }
  return [...byClassify.entries()]
    .flatMap(([classify, cards]): VendorCategory[] => {
      const route = ROUTES.find((name) => name.toUpperCase() === classify);
      return route && cards.length > 0 ? [{ classify, route, vendors: cards }] : [];
    })
    .sort((a, b) => ORDER.indexOf(a.classify) - ORDER.indexOf(b.classify));
}

/** The lottery prize mode of the brand's categories (the flows' rule on the ELOTT category's vendors). */
export function categoriesPrizeMode(categories: readonly VendorCategory[]): 'ELOTT' | 'LOTT' {
  return prizeMode(
    categories.find((category) => category.classify === 'ELOTT')?.vendors.map((card) => card.vassalage),
  );
}
