/** The reward centre: the rewards to claim and claiming one. */
import type { Schemas } from '@lobby/sdk';
import { notFound, refuse } from '../../http/envelope';
import { defineHandlers } from '../../http/operation';
import { idempotent } from '../idempotency';
import type { Ctx } from '../../http/types';
import { now } from '../../runtime';
import { post } from '../../world/members';
import { me, money, page, realMember, stamp } from '../format';
import { DAY, rewardItems, type RewardItem } from './progress';

function rewardView(r: RewardItem): Schemas['RewardCenterItem'] {
  return {
    rewardId: r.rewardId,
    title: r.title,
    source: r.source,
    amount: money(r.amount),
    status: r.claimed ? 'claimed' : 'issued',
    createTime: stamp(r.createdAt),
    // A level's upgrade bonus waits until claimed; the others lapse after 30 days.
    expireTime: r.source === 'VIP' ? null : stamp(r.createdAt + 30 * DAY),
  };
}

/** The reward centre handlers. */
export const rewardCentreItemHandlers = defineHandlers({
  listRewardCenter: (ctx: Ctx<'listRewardCenter'>) => {
    const m = me(ctx);
    const list = rewardItems(ctx.world, m)
      .map(rewardView)
      .filter((r) => !ctx.input.status || r.status === ctx.input.status);
    return page(list, ctx.input.pageNo, ctx.input.pageSize);
  },
  claimReward: idempotent((ctx: Ctx<'claimReward'>) => {
    const m = realMember(ctx);
    const item = rewardItems(ctx.world, m).find((r) => r.rewardId === ctx.input.rewardId);
    if (!item) throw notFound(`reward ${ctx.input.rewardId}`);
    if (item.claimed) throw refuse('Already claimed');
    ctx.world.state.claimedRewards.add(`reward:${m.id}:${item.rewardId}`);
    post(ctx.world.state, m, 'BONUS', item.amount, now(), `Reward ${item.title}`);
    return rewardView({ ...item, claimed: true });
  }),
});
