/**
 * wallet: balance and vendor wallets, deposits, withdrawals and their receipt confirmation,
 * upline/downline transfers, the deposit and withdrawal lists, and the read-back of money calls. The
 * money calls are idempotent by their `Idempotency-Key` (see idempotency.ts).
 */
import type { Schemas } from '@lobby/sdk';
import { notFound, refuse, SandboxError } from '../http/envelope';
import { defineHandlers } from '../http/operation';
import type { Ctx } from '../http/types';
import { now } from '../runtime';
import { DEPOSIT_METHODS, WITHDRAW_LIMITS } from '../world/brand';
import { post } from '../world/members';
import type { Deposit, Member, Withdrawal, WorldState } from '../world/model';
import { teamOf } from '../world/team';
import type { World } from '../world/world';
import { agentOf } from './agent-access';
import {
  assetUrl,
  checkImages,
  dateWindow,
  findAccount,
  me,
  money,
  page,
  realMember,
  stamp,
  toCents,
} from './format';
import { idempotent, moneyRequestView } from './idempotency';
import { bankCardsOf, checkPaymentPassword } from './member';
import { checkDepositLimits } from './responsible-gaming';

/** The main wallet's code in transfers. */
export const MAIN_WALLET = 'MAIN';

/** Proof images a NOT_RECEIVED confirmation takes at most. */
const MAX_PROOFS = 3;

function amountOf(amount: number | undefined): number {
  const cents = toCents(amount);
  if (cents === null) throw refuse('amount: must be a positive amount with at most 2 decimals');
  return cents;
}

function balanceView(world: World, m: Member): Schemas['WalletBalance'] {
  const locked = world.state.withdrawals
    .filter((w) => w.memberId === m.id && w.status === 'PENDING')
    .reduce((sum, w) => sum + w.amount, 0);
  return {
    balance: money(m.balance),
    currency: 'VND',
    currencySymbol: '₫',
    decimals: 2,
    lockedAmount: money(locked),
    wallets: world.catalogue.vendors.map((v) => ({
      walletCode: v.code,
      walletName: v.name,
      balance: money(m.vendorWallets[v.code] ?? 0),
      maintenance: false,
    })),
  };
}

const masked = (accountNumber: string): string => `**** ${accountNumber.slice(-4)}`;
const orderNo = (prefix: 'DP' | 'WD', id: string): string => `${prefix}${id.slice(1).padStart(8, '0')}`;

// Past the confirmation window an unconfirmed withdrawal counts as received, irreversibly.
function autoConfirm(state: WorldState): void {
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

// The order's side of a withdrawal: paid out and awaiting (or disputed in) the member's
// confirmation is still PROCESSING; a confirmed receipt is SUCCESS.
const ORDER_STATUS: Record<Withdrawal['status'], Schemas['WithdrawalOrder']['status']> = {
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

/** The member's records of a list within the request's dates, newest first. */
function within<T extends { memberId: number; createdAt: number }>(
  records: readonly T[],
  m: Member,
  input: { startDate: string; endDate: string },
): T[] {
  const [from, to] = dateWindow(input);
  return records
    .filter((r) => r.memberId === m.id && r.createdAt >= from && r.createdAt < to)
    .sort((a, b) => b.createdAt - a.createdAt);
}

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

/** The wallet tag's handlers. */
export const walletHandlers = defineHandlers({
  getBalance: (ctx: Ctx<'getBalance'>) => balanceView(ctx.world, me(ctx)),
  walletTransfer: idempotent((ctx: Ctx<'walletTransfer'>) => {
    const m = me(ctx);
    const { fromWallet, toWallet, amount } = ctx.input;
    const vendors = new Set(ctx.world.catalogue.vendors.map((v) => v.code));
    if (fromWallet === toWallet) throw refuse('fromWallet and toWallet must differ');
    for (const code of [fromWallet, toWallet])
      if (code !== MAIN_WALLET && !vendors.has(code)) throw refuse(`Unknown wallet ${code}`);
    if (fromWallet !== MAIN_WALLET && toWallet !== MAIN_WALLET)
      throw refuse('Transfers go through the main wallet');
    const available = fromWallet === MAIN_WALLET ? m.balance : (m.vendorWallets[fromWallet] ?? 0);
    // Without an amount the whole source balance moves (the lobby's one-click recall).
    const cents = amount === undefined ? available : amountOf(amount);
    if (cents <= 0) throw refuse('Nothing to transfer');
    if (cents > available) throw refuse('Insufficient balance');
    const time = now();
    if (fromWallet === MAIN_WALLET) {
      post(ctx.world.state, m, 'TRANSFER_OUT', -cents, time, `To ${toWallet}`);
      m.vendorWallets[toWallet] = (m.vendorWallets[toWallet] ?? 0) + cents;
    } else {
      m.vendorWallets[fromWallet] = available - cents;
      post(ctx.world.state, m, 'TRANSFER_IN', cents, time, `From ${fromWallet}`);
    }
    return balanceView(ctx.world, m);
  }),
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
  getMoneyRequest: (ctx: Ctx<'getMoneyRequest'>) =>
    moneyRequestView(ctx.world.state, me(ctx).id, ctx.input.idempotencyKey),
});
