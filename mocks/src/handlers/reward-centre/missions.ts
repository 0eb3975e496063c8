/** Missions: the summary of the period and the leaderboard. */
import { defineHandlers } from '../../http/operation';
import type { Ctx } from '../../http/types';
import { now } from '../../runtime';
import { me, money, stamp } from '../format';
import { claimableCount, DAY, periodStart, progressOf, rewardItems } from './progress';

/** The mission handlers. */
export const missionHandlers = defineHandlers({
  getMissionSummary: (ctx: Ctx<'getMissionSummary'>) => {
    const m = me(ctx);
    const rewards = rewardItems(ctx.world, m);
    const missions = ctx.world.catalogue.content.missions
      .map((mission) => {
        const period = mission.period === 'daily' ? ('DAILY' as const) : ('WEEKLY' as const);
        const progress = progressOf(ctx.world, m, mission);
        const reward = rewards.find((r) => r.rewardId.startsWith(`${mission.id}-`));
        const status = reward
          ? reward.claimed
            ? ('claimed' as const)
            : ('issued' as const)
          : ('process' as const);
        const end =
          period === 'DAILY' ? periodStart('DAILY', now()) + DAY : periodStart('WEEKLY', now()) + 7 * DAY;
        return {
          missionId: mission.id,
          title: mission.title,
          description: `Reach ${mission.target} to earn ${mission.reward}`,
          period,
          target: mission.target,
          progress: Math.min(progress, mission.target),
          rewardAmount: mission.reward,
          status,
          endTime: stamp(end),
        };
      })
      .filter((x) => !ctx.input.period || x.period === ctx.input.period);
    const unclaimed = rewards.filter((r) => !r.claimed);
    return {
      missionBadge: unclaimed.filter((r) => r.source === 'MISSION').length,
      rewardBadge: claimableCount(ctx.world, m),
      missions,
    };
  },
  getMissionLeaderboard: (ctx: Ctx<'getMissionLeaderboard'>) => {
    const m = me(ctx);
    const from = periodStart(ctx.input.period, now());
    const scores = new Map<number, number>();
    for (const b of ctx.world.state.bets)
      if (b.time >= from) scores.set(b.memberId, (scores.get(b.memberId) ?? 0) + b.stake);
    const ranked = [...scores].sort((a, b) => b[1] - a[1]);
    const name = (id: number): string => {
      const account = ctx.world.state.members.get(id)?.account ?? 'player';
      return `${account.slice(0, 2)}***${account.slice(-1)}`;
    };
    const mine = ranked.findIndex(([id]) => id === m.id);
    return {
      period: ctx.input.period,
      startTime: stamp(from),
      endTime: stamp(now()),
      myRank: mine < 0 ? null : mine + 1,
      myScore: mine < 0 ? null : money(ranked[mine]![1]),
      list: ranked.slice(0, ctx.input.limitNum ?? 20).map(([id, score], i) => ({
        rank: i + 1,
        customerName: name(id),
        score: money(score),
        rewardAmount: i < 3 ? [888, 388, 188][i]! : null,
      })),
    };
  },
});
