/** A game and a vendor in the spec's card shape, as the lanes, lists and banners show them. */
import type { Schemas } from '@lobby/sdk';
import type { Game } from '../../world/games';
import type { Category, VendorSeed } from '../../world/vendors';
import type { World } from '../../world/world';
import { assetUrl } from '../format';

/** Vendor cards have node ids of their own, below the games'. */
export const VENDOR_NODE_BASE = 501;

/** The backend files esports and cockfight under SPORTS; the client splits them out again. */
export const laneOf = (category: Category): string =>
  category === 'ESPORTS' || category === 'COCKFIGHT' ? 'SPORTS' : category;

/** What a card needs of the request: its origin, for absolute icon URLs. */
export type Origin = { origin: string };

/** A card's names and icons: one name for every label, one icon for both sizes. */
const face = (ctx: Origin, name: string, icon: string) => ({
  gameName: name,
  nodeName: name,
  displayName: name,
  iconUrl: assetUrl(ctx, `icons/${icon}.svg`),
  lagerIcon: assetUrl(ctx, `icons/${icon}.svg`),
});

/** A game in the spec's card shape. */
export function gameCard(ctx: Origin, g: Game): Schemas['GameCard'] {
  return {
    nodeId: g.nodeId,
    vassalage: g.vassalage,
    gameType: laneOf(g.category),
    ...face(ctx, g.gameName, `game/${g.nodeId}`),
    isHot: g.isHot ? 1 : 0,
    cardId: g.gameCode,
    accountTypeName: `${g.vassalage}_WALLET`,
    gameCode: g.gameCode,
    isGame: 'GAME',
    gameClassify: g.category,
    minBet: g.minBet,
    lines: g.lines,
  };
}

/** A vendor in the spec's card shape. */
export function vendorCard(ctx: Origin, v: VendorSeed, index: number): Schemas['GameCard'] {
  return {
    nodeId: VENDOR_NODE_BASE + index,
    vassalage: v.code,
    gameType: laneOf(v.category),
    ...face(ctx, v.name, `vendor/${v.code}`),
    isHot: index % 5 === 0 ? 1 : 0,
    cardId: v.code,
    accountTypeName: `${v.code}_WALLET`,
    gameCode: null,
    // Vendors with many games open a popup list; single-game vendors (sports books) start directly.
    isGame: v.games > 1 ? 'VASSALAGE' : 'GAME',
    gameClassify: v.category,
    minBet: null,
    lines: null,
  };
}

/** A GAME banner's card, by the game code the content names; null when the game is gone. */
export function bannerGame(ctx: Origin & { world: World }, gameCode: string): Schemas['GameCard'] | null {
  const game = ctx.world.catalogue.games.find((g) => g.gameCode === gameCode);
  return game ? gameCard(ctx, game) : null;
}
