/** The member's own games: favourites (ids, add, remove, the list) and recently played games. */
import { notFound } from '../../http/envelope';
import { defineHandlers } from '../../http/operation';
import type { Ctx } from '../../http/types';
import type { Game } from '../../world/games';
import type { World } from '../../world/world';
import { me } from '../format';
import { gameCard, laneOf, type Origin } from './cards';

/** How many favourites or recent games a member keeps. */
export const MAX_RECENT = 50;

function contentPage(
  ctx: Origin,
  world: World,
  ids: readonly number[],
  gameType: string | undefined,
  pageNum: number,
  pageSize: number,
) {
  const games = ids
    .map((id) => world.catalogue.gamesById.get(id))
    .filter(
      (g): g is Game =>
        g !== undefined && (!gameType || g.category === gameType || laneOf(g.category) === gameType),
    );
  return {
    content: games.slice((pageNum - 1) * pageSize, pageNum * pageSize).map((g) => gameCard(ctx, g)),
    pageNum,
    totalPages: Math.ceil(games.length / pageSize),
  };
}

/** The favourite and recent game handlers. */
export const myGameHandlers = defineHandlers({
  getFavouriteIds: (ctx: Ctx<'getFavouriteIds'>) => [...(ctx.world.state.favourites.get(me(ctx).id) ?? [])],
  addFavourite: (ctx: Ctx<'addFavourite'>) => {
    const m = me(ctx);
    if (!ctx.world.catalogue.gamesById.has(ctx.input.nodeId)) throw notFound(`game ${ctx.input.nodeId}`);
    const list = ctx.world.state.favourites.get(m.id) ?? [];
    // Adding an existing favourite is ignored, as the client expects.
    if (!list.includes(ctx.input.nodeId))
      ctx.world.state.favourites.set(m.id, [ctx.input.nodeId, ...list].slice(0, 999));
    return true;
  },
  removeFavourite: (ctx: Ctx<'removeFavourite'>) => {
    const m = me(ctx);
    ctx.world.state.favourites.set(
      m.id,
      (ctx.world.state.favourites.get(m.id) ?? []).filter((id) => id !== ctx.input.nodeId),
    );
    return true;
  },
  listFavourites: (ctx: Ctx<'listFavourites'>) =>
    contentPage(
      ctx,
      ctx.world,
      ctx.world.state.favourites.get(me(ctx).id) ?? [],
      ctx.input.gameType,
      ctx.input.pageNo,
      ctx.input.pageSize,
    ),
  listRecentGames: (ctx: Ctx<'listRecentGames'>) =>
    contentPage(
      ctx,
      ctx.world,
      ctx.world.state.recent.get(me(ctx).id) ?? [],
      ctx.input.gameType,
      ctx.input.page,
      ctx.input.pageSize,
    ),
});
