/**
 * The member's confirmation of a withdrawal's receipt (received, partly, not received with proof),
 * forced as received once the confirmation window has passed.
 */
import type { Schemas } from '@lobby/sdk';
import { notFound, refuse } from '../../http/envelope';
import { defineHandlers } from '../../http/operation';
import type { Ctx } from '../../http/types';
import { now } from '../../runtime';
import { WITHDRAW_LIMITS } from '../../world/brand';
import type { Withdrawal, WorldState } from '../../world/model';
import { assetUrl, checkImages, me, money, stamp } from '../format';
import { idempotent } from '../idempotency';
import { amountOf, masked, orderNo } from './orders';

/** Proof images a NOT_RECEIVED confirmation takes at most. */
const MAX_PROOFS = 3;

/** Past the confirmation window an unconfirmed withdrawal counts as received, irreversibly. */
export function autoConfirm(state: WorldState): void {
  for (const w of state.withdrawals)
    if (w.status === 'PENDING' && w.confirmBy < now()) w.status = 'AUTO_RECEIVED';
}

function confirmationView(state: WorldState, w: Withdrawal): Schemas['WithdrawalConfirmation'] {
  const card =
    state.bankCards.find((c) => c.id === w.bankCardId) ??
    state.bankCards.find((c) => c.memberId === w.memberId && c.isDefault) ??
    null;
  return {
    withdrawalId: w.id,
    orderNo: orderNo('WD', w.id),
    amount: money(w.amount),
    bankCard: card
      ? {
          bankCardId: card.id,
          bankCode: card.bankCode,
          bankName: card.bankName,
          cardNumber: masked(card.accountNumber),
          accountName: card.accountName,
        }
      : null,
    payerName: 'Lobby Payments Ltd',
    // Rejected withdrawals are never listed for confirmation.
    status: w.status === 'AUTO_RECEIVED' ? 'RECEIVED' : (w.status as Schemas['WithdrawalConfirmationStatus']),
    amountReceived: w.amountReceived === null ? null : money(w.amountReceived),
    amountRemaining: w.amountReceived === null ? null : money(w.amount - w.amountReceived),
    proofUrl: w.proof,
    paidTime: stamp(w.createdAt),
    autoConfirmTime: stamp(w.confirmBy),
    forced: w.status === 'AUTO_RECEIVED',
  };
}

/** The withdrawal confirmation handlers. */
export const withdrawalConfirmationHandlers = defineHandlers({
  listWithdrawalConfirmations: (ctx: Ctx<'listWithdrawalConfirmations'>) => {
    const m = me(ctx);
    const { state } = ctx.world;
    autoConfirm(state);
    // A rejected withdrawal was never paid: nothing to confirm.
    const mine = state.withdrawals
      .filter((w) => w.memberId === m.id && w.status !== 'REJECTED')
      .sort((a, b) => b.createdAt - a.createdAt);
    const pageNo = ctx.input.pageNo ?? 1;
    const pageSize = ctx.input.pageSize ?? 20;
    return {
      autoConfirmMinutes: WITHDRAW_LIMITS.autoConfirmMinutes,
      serverTime: stamp(now()),
      list: mine.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((w) => confirmationView(state, w)),
      pageNo,
      pageSize,
      total: mine.length,
    };
  },
  confirmWithdrawal: idempotent((ctx: Ctx<'confirmWithdrawal'>) => {
    const m = me(ctx);
    const { state } = ctx.world;
    autoConfirm(state);
    const w = state.withdrawals.find(
      (x) => x.id === ctx.input.withdrawalId && x.memberId === m.id && x.status !== 'REJECTED',
    );
    if (!w) throw notFound(`withdrawal ${ctx.input.withdrawalId}`);
    if (w.status === 'AUTO_RECEIVED')
      throw refuse('The withdrawal was confirmed automatically; a forced receipt cannot be changed');
    const { status, amountReceived } = ctx.input;
    const proofs = ctx.files.filter((f) => f.field === 'proof');
    checkImages(proofs, MAX_PROOFS);
    const movable =
      w.status === 'PENDING' ||
      (w.status === 'PARTLY_RECEIVED' && status === 'ALL_RECEIVED') ||
      (w.status === 'NOT_RECEIVED' && status !== 'NOT_RECEIVED');
    if (!movable) throw refuse(`The withdrawal is already ${w.status.toLowerCase()}`);
    if (status === 'PARTLY_RECEIVED') {
      const cents = amountOf(amountReceived);
      if (cents >= w.amount) throw refuse('amountReceived: must be less than the withdrawal amount');
      w.amountReceived = cents;
    } else if (status === 'NOT_RECEIVED') {
      const [proof] = proofs;
      if (!proof) throw refuse('proof: an image is required when nothing was received');
      w.proof = assetUrl(ctx, `images/logo.svg?proof=${encodeURIComponent(proof.name)}`);
      w.amountReceived = 0;
    } else {
      w.amountReceived = w.amount;
    }
    w.status = status;
    return confirmationView(state, w);
  }),
});
