import type { CategorySplit, GameCard, GameCategoryConfig, GameVendors } from '../ports/sdk.js';

/** A category and its vendor cards, before the client gives it a page. */
export interface CategoryCards {
  /** The category's name, upper case (`gameClassify`, or a split's target). */
  readonly classify: string;
  readonly cards: readonly GameCard[];
}

/**
 * The order the home and the menus show categories in when the brand's configuration names none: the
 * seed's home list (hot, rng, live, fish, pvp, sports, esports, lottery, cockfight) with crash last.
 */
export const DEFAULT_CATEGORY_ORDER: readonly string[] =
  'RNG LIVE FISH PVP SPORTS ESPORTS LOTT ELOTT COCKFIGHT CRASH'.split(' ');

/** Does the card match the split: its vendor code, or a name fragment in its display, node or game name? */
export function matchesSplit(rule: CategorySplit, card: GameCard): boolean {
  const code = card.vassalage.toUpperCase();
  if (rule.codes.some((candidate) => candidate.toUpperCase() === code)) return true;
  const names = [card.displayName, card.nodeName, card.gameName].filter(Boolean).join(' ').toLowerCase();
  return rule.names.some((fragment) => fragment !== '' && names.includes(fragment.toLowerCase()));
}

const rank = (order: readonly string[], classify: string): number => {
  const index = order.indexOf(classify);
  // Categories the order does not name keep their arrival order after the named ones.
  return index === -1 ? order.length : index;
};

/**
 * The vendor lanes as categories, per the brand's configuration: each lane's cards that match one of its
 * splits move to the split's category (inserted when no lane has that name), empty categories are
 * dropped and the rest sorted by the configured order. Without a configuration no card moves.
 */
export function splitCategories(
  vendors: GameVendors | null | undefined,
  config: GameCategoryConfig | null | undefined,
): CategoryCards[] {
  const splits = config?.splits ?? [];
  const order = config?.order?.map((name) => name.toUpperCase()) ?? DEFAULT_CATEGORY_ORDER;
  const byClassify = new Map<string, GameCard[]>();
  const add = (classify: string, cards: readonly GameCard[]) =>
    byClassify.set(classify, [...(byClassify.get(classify) ?? []), ...cards]);
  for (const lane of vendors?.data?.lanes ?? []) {
    const classify = (lane.gameClassify || lane.title || '').toUpperCase();
    let remaining: readonly GameCard[] = Array.isArray(lane.cards) ? lane.cards : [];
    for (const rule of splits.filter((candidate) => candidate.from.toUpperCase() === classify)) {
      add(
        rule.to.toUpperCase(),
        remaining.filter((card) => matchesSplit(rule, card)),
      );
      remaining = remaining.filter((card) => !matchesSplit(rule, card));
    }
    add(classify, remaining);
  }
  return [...byClassify.entries()]
    .filter(([, cards]) => cards.length > 0)
    .map(([classify, cards]) => ({ classify, cards }))
    .sort((a, b) => rank(order, a.classify) - rank(order, b.classify));
}

/** Lottery prize mode: ELOTT when the ELOTT category has vendor TCG_LOTTO_VN or LOTT, else LOTT. */
export function prizeMode(elottVendors: readonly string[] | undefined): 'ELOTT' | 'LOTT' {
  return elottVendors?.some((vendor) => vendor === 'TCG_LOTTO_VN' || vendor === 'LOTT') ? 'ELOTT' : 'LOTT';
}
