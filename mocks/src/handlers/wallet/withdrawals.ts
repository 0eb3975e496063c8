/** Withdrawals: the limits and cards a member may withdraw with, creating one, and the list. */
import type { Schemas } from '@lobby/sdk';
import { refuse } from '../../http/envelope';
import { defineHandlers } from '../../http/operation';
import type { Ctx } from '../../http/types';
import { now } from '../../runtime';
import { WITHDRAW_LIMITS } from '../../world/brand';
import { post } from '../../world/members';
import type { Withdrawal, WorldState } from '../../world/model';
import { me, money, page, realMember, stamp } from '../format';
import { idempotent } from '../idempotency';
import { bankCardsOf } from '../member/bank-cards';
import { checkPaymentPassword } from '../member/payment-password';
import { amountOf, masked, orderNo, within } from './orders';
import { autoConfirm } from './withdrawal-confirmations';

// The order's side of a withdrawal (the orders list and the events): paid out and awaiting (or disputed in) the member's
// confirmation is still PROCESSING; a confirmed receipt is SUCCESS.
export const ORDER_STATUS: Record<Withdrawal['status'], Schemas['WithdrawalOrder']['status']> = {
  PENDING: 'PROCESSING',
  PARTLY_RECEIVED: 'PROCESSING',
  NOT_RECEIVED: 'PROCESSING',
  RECEIVED: 'SUCCESS',
  ALL_RECEIVED: 'SUCCESS',
  AUTO_RECEIVED: 'SUCCESS',
  REJECTED: 'REJECTED',
};

function withdrawalView(state: WorldState, w: Withdrawal): Schemas['WithdrawalOrder'] {
  const card = state.bankCards.find((c) => c.id === w.bankCardId) ?? null;
  return {
    withdrawalId: w.id,
    orderNo: orderNo('WD', w.id),
    amount: money(w.amount),
    fee: 0,
    status: ORDER_STATUS[w.status],
    createdTime: stamp(w.createdAt),
    bankName: card?.bankName ?? null,
    cardNumber: card ? masked(card.accountNumber) : null,
    rejectReason: w.rejectReason,
  };
}

/** The withdrawal handlers. */
export const withdrawalHandlers = defineHandlers({
  getWithdrawInfo: (ctx: Ctx<'getWithdrawInfo'>) => {
    const m = me(ctx);
    const { state } = ctx.world;
    autoConfirm(state);
    const today = new Date(now()).setUTCHours(0, 0, 0, 0);
    const todays = state.withdrawals.filter((w) => w.memberId === m.id && w.createdAt >= today).length;
    return {
      balance: money(m.balance),
      withdrawableAmount: money(m.balance),
      minAmount: WITHDRAW_LIMITS.minAmount,
      maxAmount: WITHDRAW_LIMITS.maxAmount,
      feeRate: 0,
      dailyCountLimit: WITHDRAW_LIMITS.dailyCountLimit,
      dailyCountRemaining: Math.max(0, WITHDRAW_LIMITS.dailyCountLimit - todays),
      dailyAmountRemaining: null,
      turnoverRequired: 0,
      hasPaymentPassword: m.paymentPassword !== null,
      bankCards: bankCardsOf(state, m),
      pendingConfirmations: state.withdrawals.filter((w) => w.memberId === m.id && w.status === 'PENDING')
        .length,
    };
  },
  createWithdrawal: idempotent((ctx: Ctx<'createWithdrawal'>) => {
    const m = realMember(ctx);
    const { state } = ctx.world;
    checkPaymentPassword(m, ctx.input.paymentPassword);
    const card = state.bankCards.find((c) => c.id === ctx.input.bankCardId && c.memberId === m.id);
    if (!card) throw refuse('bankCardId: not one of your bank cards');
    const cents = amountOf(ctx.input.amount);
    if (cents < WITHDRAW_LIMITS.minAmount * 100 || cents > WITHDRAW_LIMITS.maxAmount * 100)
      throw refuse(`amount: must be between ${WITHDRAW_LIMITS.minAmount} and ${WITHDRAW_LIMITS.maxAmount}`);
    if (cents > m.balance) throw refuse('Insufficient balance');
    const time = now();
    post(state, m, 'WITHDRAWAL', -cents, time, `${card.bankName} ${masked(card.accountNumber)}`);
    const withdrawal: Withdrawal = {
      id: `W${state.nextId++}`,
      memberId: m.id,
      amount: cents,
      status: 'PENDING',
      amountReceived: null,
      createdAt: time,
      confirmBy: time + WITHDRAW_LIMITS.autoConfirmMinutes * 60_000,
      proof: null,
      bankCardId: card.id,
      rejectReason: null,
    };
    state.withdrawals.push(withdrawal);
    return withdrawalView(state, withdrawal);
  }),
  listWithdrawals: (ctx: Ctx<'listWithdrawals'>) => {
    const m = me(ctx);
    const { state } = ctx.world;
    autoConfirm(state);
    return page(
      within(state.withdrawals, m, ctx.input).map((w) => withdrawalView(state, w)),
      ctx.input.pageNo,
      ctx.input.pageSize,
    );
  },
});
