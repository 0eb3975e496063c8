/** Wallet states: balances, deposits and withdrawals, and money calls under an idempotency key. */
import { STATE } from '../../harness/states';
import { expectFact, first, lastDays, seeded, str, type StateHandler } from './sandbox';

const balanceHeld: StateHandler = async ({ username, amount }, sandbox) => {
  const { balance } = await (await sandbox.session(username)).wallet.getBalance();
  expectFact(balance >= Number(amount), `${str(username)} has only ${balance}`);
  return undefined;
};

const pendingWithdrawal: StateHandler = async ({ username }, sandbox) => {
  const client = await sandbox.session(username);
  const value = await client.wallet.listWithdrawalConfirmations({ pageNo: 1, pageSize: 50 });
  return {
    withdrawalId: first(
      value.list.filter((w) => w.status === 'PENDING'),
      'pending withdrawal',
    ).withdrawalId,
  };
};

const recentDeposit: StateHandler = async ({ username, days }, sandbox) => {
  const { list } = await (await sandbox.session(username)).wallet.listDeposits(lastDays(Number(days)));
  expectFact(list.length > 0, `${str(username)} made no deposit in the last ${str(days)} days`);
  return undefined;
};

const recentWithdrawal: StateHandler = async ({ username, days }, sandbox) => {
  const { list } = await (await sandbox.session(username)).wallet.listWithdrawals(lastDays(Number(days)));
  expectFact(list.length > 0, `${str(username)} made no withdrawal in the last ${str(days)} days`);
  return undefined;
};

const moneyMoved: StateHandler = async (params, sandbox) => {
  await (
    await sandbox.session(params.username)
  ).wallet.walletTransfer({
    'Idempotency-Key': str(params.idempotencyKey),
    fromWallet: str(params.fromWallet),
    toWallet: str(params.toWallet),
    amount: Number(params.amount),
  });
  return undefined;
};

const moneyProcessing: StateHandler = async ({ username, idempotencyKey }, sandbox) => {
  // A minute of sandbox clock outlasts the interaction; the next reset settles moves at once again.
  await sandbox.control('PUT', 'processing', { ms: 60_000 });
  await (
    await sandbox.session(username)
  ).wallet.walletTransfer({
    'Idempotency-Key': str(idempotencyKey),
    fromWallet: 'MAIN',
    toWallet: 'SABA',
    amount: 100,
  });
  return undefined;
};

const noMoneyRequest: StateHandler = async ({ username, idempotencyKey }, sandbox) => {
  const read = await (
    await sandbox.session(username)
  ).wallet.getMoneyRequest({ idempotencyKey: str(idempotencyKey) });
  expectFact(
    read.state === 'NOT_FOUND',
    `${str(username)} sent a money call with key ${str(idempotencyKey)}`,
  );
  return undefined;
};

/** The wallet tag's states. */
export const walletStates: Record<string, StateHandler> = {
  [STATE.balance]: balanceHeld,
  [STATE.vendorWallet]: seeded,
  [STATE.depositMethod]: seeded,
  [STATE.pendingWithdrawal]: pendingWithdrawal,
  [STATE.recentDeposit]: recentDeposit,
  [STATE.recentWithdrawal]: recentWithdrawal,
  [STATE.moneyMoved]: moneyMoved,
  [STATE.moneyProcessing]: moneyProcessing,
  [STATE.noMoneyRequest]: noMoneyRequest,
};
