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
    const launch = await demo.games.launchGame({ nodeId: game.nodeId, vassalage: game.vassalage, gameType: game.gameType });
    expect(launch.url).toBe(`${sandbox().url}/__sandbox/play/${game.nodeId}`);
    const recent = await demo.games.listRecentGames({ page: 1, pageSize: 20, gameType: 'RNG' });
    expect(recent.content[0]?.nodeId).toBe(game.nodeId);
    const trial = sandbox().sdk();
    await trial.session.freePlayLogin({ loginDeviceId: randomUUID(), os: 'Linux' });
    expect((await failureOf(trial.games.launchGame({ nodeId: game.nodeId, vassalage: game.vassalage, gameType: 'RNG' }))).message).toBe('in_need_true_account');
  });

  it('pages, filters and searches the catalogue, with the backend quirk on language + gameName', async () => {
    const sdk = sandbox().sdk();
    const page1 = await sdk.games.listGames({ gameType: 'RNG', pageNo: 1, pageSize: 20 });
    expect(page1.list).toHaveLength(20);
    expect(page1.total).toBeGreaterThan(1000);
    const pg = await sdk.games.listGames({ gameType: 'RNG', vassalage: 'PG', pageNo: 1, pageSize: 999 });
    expect(pg.total).toBe(120);
    const name = pg.list[0]!.gameName!;
    const found = await sdk.games.listGames({ gameType: 'RNG', gameName: name.slice(0, 6), pageNo: 1, pageSize: 20 });
    expect(found.list.some((g) => g.gameName === name)).toBe(true);
    const quirk = await sdk.games.listGames({ gameType: 'RNG', gameName: name, language: 'EN', pageNo: 1, pageSize: 20 });
    expect(quirk.total).toBe(0);
  });

  it('serves vendor lanes with esports and cockfight inside SPORTS, and icons as SVG', async () => {
    const { data } = await sandbox().sdk().games.listVendors({});
    const sports = data.lanes.find((l) => l.title === 'SPORTS')!;
    expect(sports.cards.map((c) => c.gameClassify)).toEqual(expect.arrayContaining(['SPORTS', 'ESPORTS', 'COCKFIGHT']));
    const icon = await fetch(sports.cards[0]!.iconUrl!);
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await icon.text()).toMatch(/^<svg/);
  });
});
