/** The catalogue: menus, vendor types and lanes, the game lists and the hot games. */
import type { Schemas } from '@lobby/sdk';
import { defineHandlers } from '../../http/operation';
import type { Ctx } from '../../http/types';
import type { Game } from '../../world/games';
import { CATEGORIES } from '../../world/vendors';
import { me } from '../format';
import { lotteryMenus } from '../lottery';
import { gameCard, laneOf, vendorCard } from './cards';

/**
 * The games of a select type, in its order: FAV and RECENT are the member's own (401 without a
 * session), latest first; NEW and HOT by their flags; ALL the whole catalogue.
 */
function selected(ctx: Ctx<'listGames'>, type: Schemas['GameSelectType']): readonly Game[] {
  const { games, gamesById } = ctx.world.catalogue;
  const own = (ids: readonly number[]) =>
    ids.map((id) => gamesById.get(id)).filter((g): g is Game => g !== undefined);
  switch (type) {
    case 'FAV':
      return own(ctx.world.state.favourites.get(me(ctx).id) ?? []);
    case 'RECENT':
      return own(ctx.world.state.recent.get(me(ctx).id) ?? []);
    case 'NEW':
      return games.filter((g) => g.isNew);
    case 'HOT':
      return games.filter((g) => g.isHot);
    case 'ALL':
      return games;
  }
}

/** The catalogue handlers. */
export const catalogueHandlers = defineHandlers({
  getGameMenus: (ctx: Ctx<'getGameMenus'>) => lotteryMenus(ctx, ctx.input.prizeMode),
  listGames: (ctx: Ctx<'listGames'>) => {
    const { gameType, gameClassify, gameName, vassalage, minBet, lines, language, pageNo, pageSize } =
      ctx.input;
    // The real backend answers nothing when both language and gameName are sent; clients must omit language.
    const quirk = language !== undefined && gameName !== undefined;
    const name = gameName?.trim().toLowerCase();
    const list = quirk
      ? []
      : selected(ctx, ctx.input.selectType ?? 'ALL').filter(
          (g) =>
            (g.category === gameType || laneOf(g.category) === gameType) &&
            (!gameClassify || g.category === gameClassify) &&
            (!vassalage || g.vassalage === vassalage) &&
            (!name || g.gameName.toLowerCase().includes(name)) &&
            (minBet === undefined || g.minBet >= minBet) &&
            (lines === undefined || g.lines >= lines),
        );
    return {
      list: list.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((g) => gameCard(ctx, g)),
      pageNo,
      pageSize,
      total: list.length,
    };
  },
  listHotGames: (ctx: Ctx<'listHotGames'>) =>
    ctx.world.catalogue.games
      .filter((g) => g.isHot && g.category !== 'SPORTS' && g.category !== 'ESPORTS')
      .slice(0, 60)
      .map((g) => gameCard(ctx, g)),
  listVendorTypes: () =>
    CATEGORIES.map((c, i) => ({
      gameType: laneOf(c),
      gameClassify: c,
      displayName: c.charAt(0) + c.slice(1).toLowerCase(),
      sort: i + 1,
    })),
  listVendors: (ctx: Ctx<'listVendors'>) => {
    const lanes = new Map<string, Schemas['GameCard'][]>();
    ctx.world.catalogue.vendors.forEach((v, i) => {
      const lane = laneOf(v.category);
      lanes.set(lane, [...(lanes.get(lane) ?? []), vendorCard(ctx, v, i)]);
    });
    return { data: { lanes: [...lanes].map(([title, cards]) => ({ title, cards, gameClassify: title })) } };
  },
});
