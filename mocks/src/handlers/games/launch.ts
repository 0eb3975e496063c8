/** Starting a game (recorded among the member's recent games) and the PvP vendors' rooms. */
import { notFound, refuse } from '../../http/envelope';
import { defineHandlers } from '../../http/operation';
import type { Ctx } from '../../http/types';
import { now } from '../../runtime';
import { MEMBER_TYPE } from '../../world/model';
import { createPrng } from '../../world/prng';
import type { World } from '../../world/world';
import { assetUrl, me } from '../format';
import { VENDOR_NODE_BASE } from './cards';
import { MAX_RECENT } from './my-games';

function findLaunchable(
  world: World,
  nodeId: number,
  vassalage: string,
): { nodeId: number; name: string } | null {
  const game = world.catalogue.gamesById.get(nodeId);
  if (game) return game.vassalage === vassalage ? { nodeId, name: game.gameName } : null;
  const vendor = world.catalogue.vendors[nodeId - VENDOR_NODE_BASE];
  return vendor && vendor.code === vassalage
    ? {
        nodeId: world.catalogue.games.find((g) => g.vassalage === vendor.code)?.nodeId ?? nodeId,
        name: vendor.name,
      }
    : null;
}

/** The launch handlers. */
export const launchHandlers = defineHandlers({
  launchGame: (ctx: Ctx<'launchGame'>) => {
    const m = me(ctx);
    if (m.type === MEMBER_TYPE.trial) throw refuse('in_need_true_account');
    const target = findLaunchable(ctx.world, ctx.input.nodeId, ctx.input.vassalage);
    if (!target) throw notFound(`game ${ctx.input.nodeId} of ${ctx.input.vassalage}`);
    const recent = ctx.world.state.recent.get(m.id) ?? [];
    ctx.world.state.recent.set(
      m.id,
      [target.nodeId, ...recent.filter((id) => id !== target.nodeId)].slice(0, MAX_RECENT),
    );
    // A path: the client serves it from one of the configured launch hosts (launchGameCDNs).
    return { url: `/__sandbox/play/${target.nodeId}`, mode: 'iframe' as const };
  },
  listPvpRooms: (ctx: Ctx<'listPvpRooms'>) => {
    me(ctx);
    const games = ctx.world.catalogue.games.filter(
      (g) =>
        g.category === 'PVP' &&
        g.vassalage === ctx.input.vassalage &&
        (!ctx.input.gameCode || g.gameCode === ctx.input.gameCode),
    );
    if (games.length === 0) throw notFound(`PvP vendor ${ctx.input.vassalage}`);
    const prng = createPrng(`${ctx.world.seed}:rooms:${Math.floor(now() / 60_000)}`);
    return games.slice(0, 8).flatMap((g) =>
      [1, 2, 3].map((tier) => ({
        roomId: `${g.gameCode}-${tier}`,
        roomName: `${g.gameName} ${['Beginner', 'Regular', 'VIP'][tier - 1]}`,
        gameCode: g.gameCode,
        minBet: tier * tier,
        maxBet: tier * tier * 100,
        minBalance: tier * tier * 20,
        playerCount: prng.int(0, 6),
        maxPlayers: 6,
        iconUrl: assetUrl(ctx, `icons/game/${g.nodeId}.svg`),
      })),
    );
  },
});
