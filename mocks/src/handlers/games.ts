/** games: vendors and lanes, game lists and hot games, launch, favourites and recent games, winners, jackpot. */
import type { Schemas } from '@lobby/sdk';
import { notFound, refuse } from '../http/envelope';
import { defineHandlers } from '../http/operation';
import type { Ctx } from '../http/types';
import { now } from '../runtime';
import type { Game } from '../world/games';
import { MEMBER_TYPE } from '../world/model';
import { createPrng } from '../world/prng';
import { CATEGORIES, type Category, type VendorSeed } from '../world/vendors';
import type { World } from '../world/world';
import { assetUrl, me, money, stamp } from './format';
import { lotteryMenus } from './lottery';

/** Vendor cards have node ids of their own, below the games'. */
const VENDOR_NODE_BASE = 501;

/** How many favourites or recent games a member keeps. */
const MAX_RECENT = 50;

/** The backend files esports and cockfight under SPORTS; the client splits them out again. */
const laneOf = (category: Category): string =>
  category === 'ESPORTS' || category === 'COCKFIGHT' ? 'SPORTS' : category;

type Origin = { origin: string };

/** A game in the spec's card shape. */
export function gameCard(ctx: Origin, g: Game): Schemas['GameCard'] {
  return {
    nodeId: g.nodeId,
    vassalage: g.vassalage,
    gameType: laneOf(g.category),
    gameName: g.gameName,
    nodeName: g.gameName,
    displayName: g.gameName,
    iconUrl: assetUrl(ctx, `icons/game/${g.nodeId}.svg`),
    lagerIcon: assetUrl(ctx, `icons/game/${g.nodeId}.svg`),
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

function vendorCard(ctx: Origin, v: VendorSeed, index: number): Schemas['GameCard'] {
  return {
    nodeId: VENDOR_NODE_BASE + index,
    vassalage: v.code,
    gameType: laneOf(v.category),
    gameName: v.name,
    nodeName: v.name,
    displayName: v.name,
    iconUrl: assetUrl(ctx, `icons/vendor/${v.code}.svg`),
    lagerIcon: assetUrl(ctx, `icons/vendor/${v.code}.svg`),
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

/** A GAME banner's card, by the game code the content names; null when the game is gone. */
export function bannerGame(ctx: Origin & { world: World }, gameCode: string): Schemas['GameCard'] | null {
  const game = ctx.world.catalogue.games.find((g) => g.gameCode === gameCode);
  return game ? gameCard(ctx, game) : null;
}

/** The games tag's handlers. */
export const gameHandlers = defineHandlers({
  getGameMenus: (ctx: Ctx<'getGameMenus'>) => lotteryMenus(ctx, ctx.input.prizeMode),
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
