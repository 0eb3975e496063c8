/** lottery: lottery menus and recent games by prize mode, the lottery lobby launch, drawn numbers. */
import type { Schemas } from '@lobby/sdk';
import { refuse } from '../http/envelope';
import { defineHandlers } from '../http/operation';
import type { Ctx } from '../http/types';
import { now } from '../runtime';
import type { Game } from '../world/games';
import { MEMBER_TYPE } from '../world/model';
import { createPrng } from '../world/prng';
import type { World } from '../world/world';
import { assetUrl, me, stamp } from './format';

type PrizeMode = Schemas['LotteryPrizeMode'];

/** Each lottery vendor's prize mode. */
const PRIZE_MODE: Record<string, PrizeMode> = { TCG_LOTTO_VN: 'LOTT', TCG_SEA: 'SEA', GPI_LOTT: 'ZY' };

const lotteryGames = (world: World): Game[] => world.catalogue.games.filter((g) => g.category === 'LOTT');

/** Draws every `drawInterval` minutes: keno-style games fast, national lotteries daily. */
const drawInterval = (g: Game): number =>
  /Keno 1/.test(g.gameName) ? 1 : /Keno|Fast|PK10|Lucky/.test(g.gameName) ? 3 : 1440;

function lotteryGame(ctx: { origin: string }, g: Game): Schemas['LotteryGame'] {
  return {
    gameCode: g.gameCode,
    gameName: g.gameName,
    iconUrl: assetUrl(ctx, `icons/game/${g.nodeId}.svg`),
    prizeMode: PRIZE_MODE[g.vassalage] ?? 'LOTT',
    isHot: g.isHot ? 1 : 0,
    drawInterval: drawInterval(g),
    status: 'OPEN',
  };
}

/** Lottery menus, one per vendor, for a prize mode (all when omitted; ELOTT shows the VN lottery too). */
export function lotteryMenus(
  ctx: { origin: string; world: World },
  prizeMode: PrizeMode | undefined,
): Schemas['GameMenu'][] {
  const vendors = ctx.world.catalogue.vendors.filter((v) => v.category === 'LOTT');
  return vendors
    .filter(
      (v) =>
        !prizeMode ||
        PRIZE_MODE[v.code] === prizeMode ||
        (prizeMode === 'ELOTT' && v.code === 'TCG_LOTTO_VN'),
    )
    .map((v, i) => ({
      menuCode: v.code,
      menuName: v.name,
      prizeMode: PRIZE_MODE[v.code] ?? 'LOTT',
      sort: i + 1,
      games: lotteryGames(ctx.world)
        .filter((g) => g.vassalage === v.code)
        .map((g) => lotteryGame(ctx, g)),
    }));
}

function draws(world: World, gameCode: string | undefined, limit: number): Schemas['LotteryDraw'][] {
  const games = lotteryGames(world).filter((g) => !gameCode || g.gameCode === gameCode);
  const out: Schemas['LotteryDraw'][] = [];
  for (const g of games.slice(0, gameCode ? 1 : 12)) {
    const interval = drawInterval(g) * 60_000;
    const last = Math.floor(now() / interval) * interval;
    for (let i = 0; i < (gameCode ? limit : 1); i++) {
      const at = last - i * interval;
      // The same draw always shows the same numbers.
      const prng = createPrng(`${world.seed}:${g.gameCode}:${at}`);
      const numbers = Array.from({ length: 5 }, () => String(prng.int(0, 99)).padStart(2, '0'));
      out.push({
        gameCode: g.gameCode,
        gameName: g.gameName,
        numero: stamp(at).replace(/\D/g, '').slice(0, 12),
        winningNumber: numbers.join(','),
        openTime: stamp(at),
      });
    }
  }
  return out.slice(0, limit);
}

/** The lottery tag's handlers. */
export const lotteryHandlers = defineHandlers({
  getLotteryMenu: (ctx: Ctx<'getLotteryMenu'>) => (me(ctx), lotteryMenus(ctx, ctx.input.prizeMode)),
  getLotteryRecent: (ctx: Ctx<'getLotteryRecent'>) => {
    const m = me(ctx);
    const recent = ctx.world.state.recent.get(m.id) ?? [];
    const games = recent
      .map((id) => ctx.world.catalogue.gamesById.get(id))
      .filter((g): g is Game => g?.category === 'LOTT');
    return games
      .filter(
        (g) => (PRIZE_MODE[g.vassalage] ?? 'LOTT') === ctx.input.prizeMode || ctx.input.prizeMode === 'ELOTT',
      )
      .map((g) => lotteryGame(ctx, g));
  },
  getLotteryLobby: (ctx: Ctx<'getLotteryLobby'>) => {
    const m = me(ctx);
    if (m.type === MEMBER_TYPE.trial) throw refuse('in_need_true_account');
    const game = ctx.input.lottoGameCode
      ? lotteryGames(ctx.world).find((g) => g.gameCode === ctx.input.lottoGameCode)
      : lotteryGames(ctx.world)[0];
    if (!game) throw refuse(`lottoGameCode: unknown game ${ctx.input.lottoGameCode}`);
    const recent = ctx.world.state.recent.get(m.id) ?? [];
    ctx.world.state.recent.set(
      m.id,
      [game.nodeId, ...recent.filter((id) => id !== game.nodeId)].slice(0, 50),
    );
    return {
      url: `${ctx.origin}/__sandbox/play/${game.nodeId}?view=${ctx.input.lottoView}`,
      mode: 'iframe' as const,
    };
  },
  listOpenNumbers: (ctx: Ctx<'listOpenNumbers'>) =>
    draws(ctx.world, ctx.input.gameCode, ctx.input.limitNum ?? 10),
  listLottoOpenNumbers: (ctx: Ctx<'listLottoOpenNumbers'>) =>
    draws(ctx.world, ctx.input.gameCode, ctx.input.limitNum ?? 10),
});
