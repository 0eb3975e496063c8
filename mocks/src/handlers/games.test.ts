import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { failureOf } from '../testing/expect-failure';
import { useSandboxServer } from '../testing/use-sandbox-server';

const sandbox = useSandboxServer();

describe('games', () => {
  it('keeps favourites per member; adding twice is ignored', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const weak = await sandbox().loginAs('weak', '123456');
    await demo.games.addFavourite({ nodeId: 10600 });
    await demo.games.addFavourite({ nodeId: 10600 });
    const ids = await demo.games.getFavouriteIds();
    expect(ids.filter((id) => id === 10600)).toHaveLength(1);
    expect(await weak.games.getFavouriteIds()).toEqual([]);
    await demo.games.removeFavourite({ nodeId: 10600 });
    expect(await demo.games.getFavouriteIds()).not.toContain(10600);
    expect((await failureOf(demo.games.addFavourite({ nodeId: 1 }))).status).toBe(404);
  });

  it('lists a launched game first among recent games; trial members cannot launch', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const { list } = await demo.games.listGames({ gameType: 'RNG', pageNo: 2, pageSize: 20 });
    const game = list[3]!;
    const launch = await demo.games.launchGame({
      nodeId: game.nodeId,
      vassalage: game.vassalage,
      gameType: game.gameType,
    });
    // A path: the client joins it to one of the launch hosts the configuration lists.
    expect(launch.url).toBe(`/__sandbox/play/${game.nodeId}`);
    const recent = await demo.games.listRecentGames({ page: 1, pageSize: 20, gameType: 'RNG' });
    expect(recent.content[0]?.nodeId).toBe(game.nodeId);
    const trial = sandbox().sdk();
    await trial.session.freePlayLogin({ loginDeviceId: randomUUID(), os: 'Linux' });
    expect(
      (
        await failureOf(
          trial.games.launchGame({ nodeId: game.nodeId, vassalage: game.vassalage, gameType: 'RNG' }),
        )
      ).message,
    ).toBe('in_need_true_account');
  });

  it('pages, filters and searches the catalogue, with the backend quirk on language + gameName', async () => {
    const sdk = sandbox().sdk();
    const page1 = await sdk.games.listGames({ gameType: 'RNG', pageNo: 1, pageSize: 20 });
    expect(page1.list).toHaveLength(20);
    expect(page1.total).toBeGreaterThan(1000);
    const pg = await sdk.games.listGames({ gameType: 'RNG', vassalage: 'PG', pageNo: 1, pageSize: 999 });
    expect(pg.total).toBe(120);
    const name = pg.list[0]!.gameName!;
    const found = await sdk.games.listGames({
      gameType: 'RNG',
      gameName: name.slice(0, 6),
      pageNo: 1,
      pageSize: 20,
    });
    expect(found.list.some((g) => g.gameName === name)).toBe(true);
    const quirk = await sdk.games.listGames({
      gameType: 'RNG',
      gameName: name,
      language: 'EN',
      pageNo: 1,
      pageSize: 20,
    });
    expect(quirk.total).toBe(0);
  });

  it("narrows a list by select type: NEW and HOT by their flags, FAV and RECENT the member's own, latest first", async () => {
    const visitor = sandbox().sdk();
    const query = { gameType: 'RNG', vassalage: 'PG', pageNo: 1, pageSize: 999 } as const;
    const all = await visitor.games.listGames({ ...query, selectType: 'ALL' });
    expect(all.total).toBe(120);
    const fresh = await visitor.games.listGames({ ...query, selectType: 'NEW' });
    expect(fresh.list.map((g) => g.gameCode)).toEqual(['PG_118', 'PG_119', 'PG_120']);
    const hot = await visitor.games.listGames({ ...query, selectType: 'HOT' });
    expect(hot.total).toBeGreaterThanOrEqual(3);
    expect(hot.list.every((g) => g.isHot === 1)).toBe(true);
    expect((await failureOf(visitor.games.listGames({ ...query, selectType: 'FAV' }))).status).toBe(401);
    expect((await failureOf(visitor.games.listGames({ ...query, selectType: 'RECENT' }))).status).toBe(401);

    const demo = await sandbox().loginAs('demo', 'demo1234');
    const [a, b] = [all.list[10]!, all.list[11]!];
    await demo.games.addFavourite({ nodeId: a.nodeId });
    await demo.games.addFavourite({ nodeId: b.nodeId });
    const favourites = await demo.games.listGames({ ...query, selectType: 'FAV' });
    expect(favourites.list.slice(0, 2).map((g) => g.nodeId)).toEqual([b.nodeId, a.nodeId]);
    expect(favourites.list.every((g) => g.vassalage === 'PG')).toBe(true);
    await demo.games.launchGame({ nodeId: a.nodeId, vassalage: 'PG', gameType: 'RNG' });
    const recent = await demo.games.listGames({ ...query, selectType: 'RECENT' });
    expect(recent.list[0]?.nodeId).toBe(a.nodeId);
  });

  it("sends a GAME banner with its game's card, linked by node id", async () => {
    const { banners } = await sandbox()
      .sdk()
      .content.getNotices({ types: 'B,PL,PU,PR', platform: 'W', execution: 'B' });
    const banner = banners.find((b) => b.linkageType === 'GAME')!;
    expect(banner.game).toMatchObject({ vassalage: 'EVO', gameType: 'LIVE', gameName: 'Lightning Roulette' });
    expect(banner.linkage).toBe(String(banner.game?.nodeId));
    expect(banners.filter((b) => b.linkageType !== 'GAME').every((b) => b.game === null)).toBe(true);
  });

  it('serves vendor lanes with esports and cockfight inside SPORTS, and icons as SVG', async () => {
    const { data } = await sandbox().sdk().games.listVendors({});
    const sports = data.lanes.find((l) => l.title === 'SPORTS')!;
    expect(sports.cards.map((c) => c.gameClassify)).toEqual(
      expect.arrayContaining(['SPORTS', 'ESPORTS', 'COCKFIGHT']),
    );
    const icon = await fetch(sports.cards[0]!.iconUrl!);
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await icon.text()).toMatch(/^<svg/);
  });
});
