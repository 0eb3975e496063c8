/** The biggest wins (the winner board) and the growing jackpot with its latest winners. */
import type { Schemas } from '@lobby/sdk';
import { defineHandlers } from '../../http/operation';
import type { Ctx } from '../../http/types';
import { now } from '../../runtime';
import type { Game } from '../../world/games';
import { createPrng } from '../../world/prng';
import type { World } from '../../world/world';
import { assetUrl, money, stamp } from '../format';
import type { Origin } from './cards';

const mask = (name: string): string => `${name.slice(0, 2)}***${name.slice(-1)}`;

function winners(ctx: Origin, world: World, limit: number, category?: string): Schemas['WinnerBoardItem'][] {
  const names = [...world.state.members.values()].map((m) => m.account);
  return world.state.bets
    .filter((b) => b.payout > b.stake)
    .map((b) => ({ b, g: world.catalogue.gamesById.get(b.nodeId) }))
    .filter(
      (x): x is { b: (typeof x)['b']; g: Game } =>
        x.g !== undefined && (!category || category === 'ALL' || x.g.category === category),
    )
    .sort((x, y) => y.b.payout - x.b.payout)
    .slice(0, limit)
    .map(({ b, g }, i) => ({
      iconUrl: assetUrl(ctx, `icons/game/${g.nodeId}.svg`),
      customerName: mask(names[(b.memberId + i) % names.length] ?? 'player'),
      winAmount: money(b.payout),
      gameName: g.gameName,
      winTime: stamp(b.time),
    }));
}

/** The winner board and jackpot handlers. */
export const winnerHandlers = defineHandlers({
  getWinnerBoard: (ctx: Ctx<'getWinnerBoard'>) =>
    winners(ctx, ctx.world, ctx.input.limitNum ?? 20, ctx.input.gameCategory),
  getJackpot: (ctx: Ctx<'getJackpot'>) => {
    // Starts between 21e6 and 2e7-ish and grows steadily, like the site's demo counter.
    const start = 20_000_000 + createPrng(ctx.world.seed).int(0, 1_000_000);
    const grown = Math.floor((now() - ctx.world.seededAt) / 4000) * 300;
    return {
      amount: start + grown,
      currencySymbol: '₫',
      winners: winners(ctx, ctx.world, ctx.input.limitNum ?? 9),
    };
  },
});
