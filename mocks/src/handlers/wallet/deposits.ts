/** Deposits: the methods, creating one (paid at once by the sandbox's provider) and the list. */
import type { Schemas } from '@lobby/sdk';
import { notFound, refuse } from '../../http/envelope';
import { defineHandlers } from '../../http/operation';
import type { Ctx } from '../../http/types';
import { now } from '../../runtime';
import { DEPOSIT_METHODS } from '../../world/brand';
import { post } from '../../world/members';
import type { Deposit } from '../../world/model';
import { assetUrl, me, money, page, realMember, stamp } from '../format';
import { idempotent } from '../idempotency';
import { checkDepositLimits } from '../responsible-gaming';
import { amountOf, orderNo, within } from './orders';

function depositView(ctx: Pick<Ctx<'createDeposit'>, 'origin'>, d: Deposit): Schemas['DepositOrder'] {
  const method = DEPOSIT_METHODS.find((x) => x.methodId === d.methodId);
  const open = d.status === 'PENDING' || d.status === 'SUCCESS';
  return {
    depositId: d.id,
    orderNo: orderNo('DP', d.id),
    amount: money(d.amount),
    fee: money(d.fee),
    status: d.status,
    payUrl: null,
    qrCodeUrl: open && method?.type === 'QR_PAY' ? assetUrl(ctx, 'images/qr-android.svg') : null,
    bankAccount:
      open && method?.type === 'BANK_TRANSFER'
        ? {
            bankName: 'Vietcombank',
            accountName: 'Lobby Payments Ltd',
            accountNumber: '0011002233445',
            branch: 'Ho Chi Minh',
            reference: d.id,
          }
        : null,
    createdTime: stamp(d.createdAt),
    methodName: d.methodName,
    expireTime: null,
  };
}

/** The deposit handlers. */
export const depositHandlers = defineHandlers({
  listDepositMethods: (ctx: Ctx<'listDepositMethods'>) => (
    me(ctx),
    DEPOSIT_METHODS.map((d) => ({
      ...d,
      quickAmounts: [...d.quickAmounts],
      iconUrl: assetUrl(ctx, 'images/logo.svg'),
      tutorialUrl: '/help',
      remark: null,
    }))
  ),
  createDeposit: idempotent((ctx: Ctx<'createDeposit'>) => {
    const m = realMember(ctx);
    const method = DEPOSIT_METHODS.find((d) => d.methodId === ctx.input.methodId);
    if (!method) throw notFound(`deposit method ${ctx.input.methodId}`);
    if (method.maintenance) throw refuse('Game maintenance');
    const cents = amountOf(ctx.input.amount);
    if (cents < method.minAmount * 100 || cents > method.maxAmount * 100)
      throw refuse(`amount: must be between ${method.minAmount} and ${method.maxAmount}`);
    if (method.payerNameRequired && !ctx.input.payerName?.trim()) throw refuse('payerName: is required');
    checkDepositLimits(ctx.world.state, m, cents);
    // The sandbox's payment provider pays at once, so demos see the balance move.
    const fee = Math.round((cents * method.feeRate) / 100);
    const tx = post(ctx.world.state, m, 'DEPOSIT', cents - fee, now(), method.name);
    const deposit: Deposit = {
      id: tx.id,
      memberId: m.id,
      methodId: method.methodId,
      methodName: method.name,
      amount: cents,
      fee,
      status: 'SUCCESS',
      createdAt: tx.time,
    };
    ctx.world.state.deposits.push(deposit);
    return depositView(ctx, deposit);
  }),
  listDeposits: (ctx: Ctx<'listDeposits'>) => {
    const m = me(ctx);
    return page(
      within(ctx.world.state.deposits, m, ctx.input).map((d) => depositView(ctx, d)),
      ctx.input.pageNo,
      ctx.input.pageSize,
    );
  },
});
