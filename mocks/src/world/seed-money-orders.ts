import { post, seededAccount } from './members';
import type { WorldState } from './model';

const DAY = 86_400_000;

/**
 * Deposit orders: one for each seeded deposit of the ledger, and the demo player's recent ones (a
 * MoMo deposit two days ago, paid; a VietQR order yesterday that expired unpaid) and a withdrawal the
 * brand rejected five days ago. Made last, so the ids seeded before them stay as they were.
 */
export function seedMoneyOrders(state: WorldState, now: number): void {
  seedLedgerDeposits(state);
  seedDemoOrders(state, now);
}

/** A bank deposit order for each deposit of the ledger. */
function seedLedgerDeposits(state: WorldState): void {
  for (const t of state.transactions) {
    if (t.type === 'DEPOSIT')
      state.deposits.push({
        id: t.id,
        memberId: t.memberId,
        methodId: 'BANK',
        methodName: t.remark,
        amount: t.amount,
        fee: 0,
        status: 'SUCCESS',
        createdAt: t.time,
      });
  }
}

/** The demo player's MoMo deposit, expired VietQR order and rejected withdrawal. */
function seedDemoOrders(state: WorldState, now: number): void {
  const demo = seededAccount(state, 'demo');
  const momo = post(state, demo, 'DEPOSIT', 50_000, now - 2 * DAY, 'MoMo e-wallet');
  state.deposits.push({
    id: momo.id,
    memberId: demo.id,
    methodId: 'MOMO',
    methodName: 'MoMo e-wallet',
    amount: 50_000,
    fee: 0,
    status: 'SUCCESS',
    createdAt: momo.time,
  });
  state.deposits.push({
    id: `D${state.nextId++}`,
    memberId: demo.id,
    methodId: 'VIETQR',
    methodName: 'VietQR',
    amount: 20_000,
    fee: 0,
    status: 'EXPIRED',
    createdAt: now - DAY,
  });
  const card = state.bankCards.find((c) => c.memberId === demo.id)!;
  state.withdrawals.push({
    id: `W${state.nextId++}`,
    memberId: demo.id,
    amount: 100_000,
    status: 'REJECTED',
    amountReceived: null,
    createdAt: now - 5 * DAY,
    confirmBy: now - 5 * DAY + 30 * 60_000,
    proof: null,
    bankCardId: card.id,
    rejectReason: 'The account name does not match the bank card',
  });
}
