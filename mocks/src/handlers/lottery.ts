/** lottery: lottery menus and recent games by prize mode, the lottery lobby launch, drawn numbers. */
import type { Schemas } from '@lobby/sdk';
import { refuse } from '../http/envelope';
import { defineHandlers } from '../http/operation';
import type { Ctx } from '../http/types';
import { now } from '../runtime';
import type { Game } from '../world/games';
import { MEMBER_TYPE } from '../world/model';
import {
  DRAW_HISTORY_DAYS,
  drawIntervalMinutes,
  drawsOfDay,
  latestDraws,
  oldestKeptDay,
  type Draw,
} from '../world/draws';
import type { World } from '../world/world';
import { assetUrl, me, page, stamp } from './format';

type PrizeMode = Schemas['LotteryPrizeMode'];

/** Each lottery vendor's prize mode. */
const PRIZE_MODE: Record<string, PrizeMode> = { TCG_LOTTO_VN: 'LOTT', TCG_SEA: 'SEA', GPI_LOTT: 'ZY' };

const lotteryGames = (world: World): Game[] => world.catalogue.games.filter((g) => g.category === 'LOTT');

function lotteryGame(ctx: { origin: string }, g: Game): Schemas['LotteryGame'] {
  return {
    gameCode: g.gameCode,
    gameName: g.gameName,
    iconUrl: assetUrl(ctx, `icons/game/${g.nodeId}.svg`),
    prizeMode: PRIZE_MODE[g.vassalage] ?? 'LOTT',
    isHot: g.isHot ? 1 : 0,
    drawInterval: drawIntervalMinutes(g),
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

/** The VN area's lottery (the site's lottery area): the games whose draws the opened-number calls list. */
const drawnGames = (world: World): Game[] =>
  lotteryGames(world).filter((g) => PRIZE_MODE[g.vassalage] === 'LOTT');

function drawnGame(world: World, gameCode: string): Game {
  const game = drawnGames(world).find((g) => g.gameCode === gameCode);
  if (!game) throw refuse(`gameCode: unknown lottery game ${gameCode}`);
  return game;
}

const drawOf = (d: Draw): Schemas['LotteryDraw'] => ({
  gameCode: d.game.gameCode,
  gameName: d.game.gameName,
  numero: d.numero,
  winningNumber: d.numbers.join(','),
  openTime: stamp(d.at),
});

/** Each game's (or one game's) latest draws, games in menu order. */
function latest(world: World, gameCode: string | undefined, limit: number): Schemas['LotteryDraw'][] {
  const games = gameCode ? [drawnGame(world, gameCode)] : drawnGames(world);
  return games.flatMap((g) => latestDraws(world.seed, g, now(), limit).map(drawOf));
}

/** A page of a game's draws of a day, refused outside the days the backend keeps. */
function ofDay(world: World, input: Ctx<'listLottoOpenNumbers'>['input']) {
  const game = drawnGame(world, input.gameCode);
  const at = now();
  const day = input.date ? Date.parse(`${input.date}T00:00:00Z`) : Math.floor(at / 86_400_000) * 86_400_000;
  if (!Number.isFinite(day)) throw refuse(`date: not a date ${input.date}`);
  if (day < oldestKeptDay(at) || day > at)
    throw refuse(`date: draws are kept for the last ${DRAW_HISTORY_DAYS} days only`);
  return page(drawsOfDay(world.seed, game, day, at).map(drawOf), input.pageNo, input.pageSize);
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
    latest(ctx.world, ctx.input.gameCode, ctx.input.limitNum ?? 1),
  listLottoOpenNumbers: (ctx: Ctx<'listLottoOpenNumbers'>) => ofDay(ctx.world, ctx.input),
});
