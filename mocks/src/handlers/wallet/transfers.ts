/** Transfers between members: a player to their upline, an agent to a downline of their team. */
import { refuse, SandboxError } from '../../http/envelope';
import { defineHandlers } from '../../http/operation';
import type { Ctx } from '../../http/types';
import { now } from '../../runtime';
import { post } from '../../world/members';
import type { Member } from '../../world/model';
import { teamOf } from '../../world/team';
import type { World } from '../../world/world';
import { agentOf } from '../agent-access';
import { findAccount, money, realMember, stamp } from '../format';
import { idempotent } from '../idempotency';
import { checkPaymentPassword } from '../member/payment-password';
import { amountOf } from './orders';

function transfer(
  world: World,
  from: Member,
  to: Member,
  cents: number,
  type: 'UPLINE_TRANSFER' | 'DOWNLINE_TRANSFER',
  remark: string | undefined,
) {
  if (cents > from.balance) throw refuse('Insufficient balance');
  const time = now();
  const out = post(world.state, from, type, -cents, time, remark ?? `To ${to.account}`);
  post(world.state, to, type, cents, time, remark ?? `From ${from.account}`);
  return {
    transferId: out.id,
    fromAccount: from.account,
    toAccount: to.account,
    amount: money(cents),
    balance: money(from.balance),
    createdTime: stamp(time),
  };
}

/** The member transfer handlers. */
export const transferHandlers = defineHandlers({
  transferToUpline: idempotent((ctx: Ctx<'transferToUpline'>) => {
    const m = realMember(ctx);
    checkPaymentPassword(m, ctx.input.paymentPassword);
    const upline = m.uplineId === null ? undefined : ctx.world.state.members.get(m.uplineId);
    if (!upline) throw refuse('You have no upline');
    return transfer(ctx.world, m, upline, amountOf(ctx.input.amount), 'UPLINE_TRANSFER', ctx.input.remark);
  }),
  transferToDownline: idempotent((ctx: Ctx<'transferToDownline'>) => {
    const m = agentOf(ctx);
    checkPaymentPassword(m, ctx.input.paymentPassword);
    const target = findAccount(ctx.world.state.members.values(), ctx.input.downlineAccount);
    if (!target || !teamOf(ctx.world.state, m.id).some((t) => t.member.id === target.id))
      throw new SandboxError(404, `downline ${ctx.input.downlineAccount} not found`);
    return transfer(ctx.world, m, target, amountOf(ctx.input.amount), 'DOWNLINE_TRANSFER', ctx.input.remark);
  }),
});
