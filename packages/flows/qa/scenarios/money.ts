/**
 * The member's money moves, each through the machine its screen binds: a deposit, a transfer to a vendor wallet and
 * back, a withdrawal and its receipt confirmed. Amounts are the smallest each form takes, so a run on staging moves
 * little.
 */
import { createActor } from 'xstate';
import type { LobbySdk } from '@lobby/sdk';
import {
  awaitsConfirmation,
  depositActors,
  depositMachine,
  MAIN_WALLET,
  walletTransferActors,
  walletTransferMachine,
  withdrawalActors,
  withdrawalBlocked,
  withdrawalConfirmationActors,
  withdrawalConfirmationMachine,
  withdrawalMachine,
  type DepositOrder,
  type WalletBalance,
  type WalletTransferInput,
  type WithdrawalConfirmation,
  type WithdrawalOrder,
} from '../../src/index.js';
import { expectFigure, money, plus, skipped, step, submitForm, type QaContext } from '../qa-steps.js';

/** What a vendor-wallet transfer moves there and back: small, and within any brand's minimum of 1. */
const TRANSFER_AMOUNT = 10;

/** A deposit by the first open method that needs no payer name, of that method's smallest amount. */
export async function deposit(qa: QaContext, sdk: LobbySdk, payerName: string): Promise<void> {
  const before = await sdk.wallet.getBalance({});
  const decimals = before.decimals ?? 2;
  const methods = await sdk.wallet.listDepositMethods();
  const open = methods.filter((method) => !method.maintenance);
  const method = open.find((m) => !m.payerNameRequired) ?? open[0];
  if (!method) throw new Error('listDepositMethods offers no open method');
  let order: DepositOrder | undefined;
  await step(qa, 'deposit', `${method.methodId} ${money(method.minAmount, decimals)}`, async () => {
    const actor = createActor(depositMachine.provide({ actors: depositActors(sdk) }), {
      input: { methods, decimals },
    }).start();
    const amount = String(method.minAmount);
    const values = method.payerNameRequired
      ? { methodId: method.methodId, amount, payerName }
      : { methodId: method.methodId, amount };
    const sent = await submitForm<DepositOrder>(qa, actor, values);
    order = sent.result;
    return `${sent.state} (order ${order.orderNo} ${order.status}, fee ${money(order.fee ?? 0, decimals)}, Idempotency-Key ${sent.key})`;
  });
  if (!qa.sandbox || !order) {
    skipped(
      qa,
      'deposit',
      'paid',
      'skipped on staging: its payment provider pays the order later, not at once',
    );
    return;
  }
  const paid = order;
  await step(qa, 'deposit', "paid at once by the sandbox's provider", async () => {
    const after = await sdk.wallet.getBalance({});
    expectFigure(
      'the main wallet',
      after.balance,
      plus(before.balance, paid.amount - (paid.fee ?? 0), decimals),
      decimals,
    );
    return `main wallet ${money(before.balance, decimals)} -> ${money(after.balance, decimals)}`;
  });
}

/** The wallets as the transfer form's input (what `transfer-fund-form` builds from its rows). */
const transferInput = (wallet: WalletBalance): WalletTransferInput => ({
  balances: {
    [MAIN_WALLET]: wallet.balance,
    ...Object.fromEntries((wallet.wallets ?? []).map((w) => [w.walletCode, w.balance])),
  },
  maintenance: (wallet.wallets ?? []).filter((w) => w.maintenance).map((w) => w.walletCode),
  decimals: wallet.decimals ?? 2,
});

/** The main wallet to the first open vendor wallet and back, checking both wallets' figures after each move. */
export async function transfer(qa: QaContext, sdk: LobbySdk): Promise<void> {
  const wallet = await sdk.wallet.getBalance({});
  const vendor = wallet.wallets?.find((w) => !w.maintenance)?.walletCode;
  if (!vendor) {
    skipped(
      qa,
      'transfer',
      'main <-> vendor wallet',
      'a single-wallet brand: no vendor wallet to transfer to',
    );
    return;
  }
  const actor = createActor(walletTransferMachine.provide({ actors: walletTransferActors(sdk) }), {
    input: transferInput(wallet),
  }).start();
  const there = await transferOnce(qa, actor, transferInput(wallet), MAIN_WALLET, vendor);
  actor.send({ type: 'NEW' });
  actor.send({ type: 'SET_INPUT', input: there });
  await transferOnce(qa, actor, there, vendor, MAIN_WALLET);
}

/** One transfer of `TRANSFER_AMOUNT`: the source loses it, the destination gains it; answers the wallets after. */
async function transferOnce(
  qa: QaContext,
  actor: Parameters<typeof submitForm>[1],
  input: WalletTransferInput,
  from: string,
  to: string,
): Promise<WalletTransferInput> {
  const decimals = input.decimals;
  let after = input;
  await step(qa, 'transfer', `${from} -> ${to} ${money(TRANSFER_AMOUNT, decimals)}`, async () => {
    const values = { kind: 'transfer', fromWallet: from, toWallet: to, amount: String(TRANSFER_AMOUNT) };
    const sent = await submitForm<WalletBalance>(qa, actor, values);
    after = transferInput(sent.result);
    const figure = (code: string) => {
      const [was, is] = [input.balances[code] ?? 0, after.balances[code] ?? 0];
      expectFigure(
        code,
        is,
        plus(was, code === from ? -TRANSFER_AMOUNT : TRANSFER_AMOUNT, decimals),
        decimals,
      );
      return `${code} ${money(was, decimals)} -> ${money(is, decimals)}`;
    };
    return `${sent.state} (${figure(from)}, ${figure(to)}, Idempotency-Key ${sent.key})`;
  });
  return after;
}

/** A withdrawal of the smallest amount to the member's default card, then its receipt confirmed. */
export async function withdrawal(qa: QaContext, sdk: LobbySdk, paymentPassword: string): Promise<void> {
  const info = await sdk.wallet.getWithdrawInfo();
  const decimals = (await sdk.wallet.getBalance({})).decimals ?? 2;
  const blocked = withdrawalBlocked(info);
  const card = info.bankCards.find((c) => c.isDefault) ?? info.bankCards[0];
  let order: WithdrawalOrder | undefined;
  await step(
    qa,
    'withdrawal',
    `${money(info.minAmount, decimals)} to ${card?.cardNumber ?? 'a card'}`,
    async () => {
      if (blocked || !card)
        throw new Error(`withdrawal.editing: the form is blocked (${blocked?.key ?? 'no card'})`);
      const actor = createActor(withdrawalMachine.provide({ actors: withdrawalActors(sdk) }), {
        input: { info, decimals },
      }).start();
      const values = { bankCardId: card.bankCardId, amount: String(info.minAmount), paymentPassword };
      const sent = await submitForm<WithdrawalOrder>(qa, actor, values);
      order = sent.result;
      const after = await sdk.wallet.getBalance({});
      const balances = `main wallet ${money(info.balance, decimals)} -> ${money(after.balance, decimals)}`;
      return `${sent.state} (order ${order.orderNo} ${order.status}, ${balances}, Idempotency-Key ${sent.key})`;
    },
  );
  await confirmReceipt(qa, sdk, order as WithdrawalOrder, decimals);
}

/**
 * The member confirms a paid withdrawal as received. The sandbox pays at once, so the new one waits; staging pays
 * later, so there the oldest payment waiting is confirmed, and none waiting is said, not failed.
 */
async function confirmReceipt(qa: QaContext, sdk: LobbySdk, order: WithdrawalOrder, decimals: number) {
  const { list } = await sdk.wallet.listWithdrawalConfirmations({ pageNo: 1, pageSize: 20 });
  const waiting = list.filter(awaitsConfirmation);
  const payment =
    waiting.find((w) => w.withdrawalId === order.withdrawalId) ?? (qa.sandbox ? undefined : waiting.at(-1));
  if (!payment && !qa.sandbox) {
    skipped(
      qa,
      'withdrawal',
      'receipt confirmed',
      'skipped on staging: no paid withdrawal waits for confirmation yet',
    );
    return;
  }
  await step(qa, 'withdrawal', `receipt of ${(payment ?? order).orderNo} confirmed`, async () => {
    if (!payment) throw new Error(`${order.orderNo} is not among the payments waiting for confirmation`);
    const actor = createActor(
      withdrawalConfirmationMachine.provide({ actors: withdrawalConfirmationActors(sdk) }),
      {
        input: { withdrawal: payment, decimals },
      },
    ).start();
    const sent = await submitForm<WithdrawalConfirmation>(qa, actor, { status: 'RECEIVED', forced: true });
    if (sent.result.status !== 'RECEIVED')
      throw new Error(`the confirmation answered ${sent.result.status}, expected RECEIVED`);
    return `${sent.state} (${payment.orderNo} ${money(payment.amount, decimals)} ${sent.result.status}, Idempotency-Key ${sent.key})`;
  });
}
