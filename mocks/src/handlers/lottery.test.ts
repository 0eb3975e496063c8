import { describe, expect, it } from 'vitest';
import { failureOf } from '../testing/expect-failure';
import { useSandboxServer } from '../testing/use-sandbox-server';

const sandbox = useSandboxServer();
const MEGA = 'TCG_LOTTO_VN_004';
const KENO_1 = 'TCG_LOTTO_VN_006';
const DAY = 86_400_000;
const dateOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const clock = async (): Promise<number> =>
  ((await sandbox().control('GET', 'health')) as { clock: number }).clock;

describe('lottery draws', () => {
  it("lists each VN lottery game's latest draw once, with the game's balls", async () => {
    const draws = await sandbox().sdk().lottery.listOpenNumbers({});
    expect(draws.length).toBe(24);
    expect(new Set(draws.map((d) => d.gameCode)).size).toBe(24);
    const mega = draws.find((d) => d.gameCode === MEGA)!;
    const balls = mega.winningNumber.split(',').map(Number);
    expect(balls).toHaveLength(6);
    expect(new Set(balls).size).toBe(6);
    expect(balls.every((n) => n >= 1 && n <= 45)).toBe(true);
    expect(mega.openTime).toMatch(/ 11:15:00$/);
  });

  it('a new draw appears when the sandbox clock passes its time, and earlier draws stay as they were', async () => {
    const sdk = sandbox().sdk();
    const [before] = await sdk.lottery.listOpenNumbers({ gameCode: MEGA });
    await sandbox().control('POST', 'clock', { advanceMs: DAY });
    const [latest, previous] = await sdk.lottery.listOpenNumbers({ gameCode: MEGA, limitNum: 2 });
    expect(latest!.numero).not.toBe(before!.numero);
    expect(previous).toEqual(before);
  });

  it("pages a fast game's draws of a day, latest first, and lists a daily game's one draw of an earlier day", async () => {
    const sdk = sandbox().sdk();
    const yesterday = dateOf((await clock()) - DAY);
    const page1 = await sdk.lottery.listLottoOpenNumbers({
      gameCode: KENO_1,
      date: yesterday,
      pageSize: 100,
    });
    expect(page1.total).toBe(1440);
    expect(page1.list).toHaveLength(100);
    expect(page1.list[0]!.openTime).toBe(`${yesterday} 23:59:00`);
    const page2 = await sdk.lottery.listLottoOpenNumbers({
      gameCode: KENO_1,
      date: yesterday,
      pageNo: 2,
      pageSize: 100,
    });
    expect(page2.list[0]!.openTime).toBe(`${yesterday} 22:19:00`);
    const mega = await sdk.lottery.listLottoOpenNumbers({ gameCode: MEGA, date: yesterday });
    expect(mega.list.map((d) => d.openTime)).toEqual([`${yesterday} 11:15:00`]);
  });

  it('refuses an unknown game, a day older than the 30 kept and a day to come', async () => {
    const sdk = sandbox().sdk();
    const now = await clock();
    expect((await failureOf(sdk.lottery.listOpenNumbers({ gameCode: 'NOPE' }))).message).toBe(
      'gameCode: unknown lottery game NOPE',
    );
    expect((await failureOf(sdk.lottery.listLottoOpenNumbers({ gameCode: 'NOPE' }))).message).toBe(
      'gameCode: unknown lottery game NOPE',
    );
    const kept = await sdk.lottery.listLottoOpenNumbers({ gameCode: MEGA, date: dateOf(now - 29 * DAY) });
    expect(kept.total).toBe(1);
    for (const date of [dateOf(now - 30 * DAY), dateOf(now + DAY)])
      expect((await failureOf(sdk.lottery.listLottoOpenNumbers({ gameCode: MEGA, date }))).message).toBe(
        'date: draws are kept for the last 30 days only',
      );
  });
});
