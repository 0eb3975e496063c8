/** Wallet domain: balance, transfers, deposits, withdrawals (encrypted) and their confirmation. */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect } from 'vitest';
import { lobbyPact } from '../harness/lobby-pact';
import { itFails, itNeedsSession, itSucceeds } from '../harness/operation-cases';
import { given, STATE } from '../harness/states';

const { string } = MatchersV3;
const pact = lobbyPact('wallet');
const funded = given(STATE.balance, { username: 'demo', amount: 10000 });
const payPassword = given(STATE.paymentPassword, { username: 'demo', paymentPassword: '246810' });
const transfer = { fromWallet: 'MAIN', toWallet: 'SABA', amount: 100 };
const deposit = { methodId: 'BANK', amount: 500, payerName: 'Demo Player' };
const withdrawal = { bankCardId: 'BC1', amount: 200, paymentPassword: '246810' };

describe('wallet', () => {
  itSucceeds(pact, { operationId: 'getBalance', description: "the member's balance", states: [funded], check: (value) => expect(value.balance).toBeTypeOf('number') });
  itNeedsSession(pact, { operationId: 'getBalance' });

  itSucceeds(pact, {
    operationId: 'walletTransfer',
    description: 'a transfer from the main wallet to a vendor wallet',
    states: [funded, given(STATE.vendorWallet, { walletCode: 'SABA' })],
    input: transfer,
    check: (value) => expect(value.balance).toBeTypeOf('number'),
  });
  itFails(pact, {
    operationId: 'walletTransfer',
    description: 'a transfer of more than the balance',
    states: [funded, given(STATE.vendorWallet, { walletCode: 'SABA' })],
    input: { ...transfer, amount: 999999999 },
    failure: {},
  });
  itNeedsSession(pact, { operationId: 'walletTransfer', input: transfer });

  itSucceeds(pact, {
    operationId: 'listDepositMethods',
    description: 'the deposit methods',
    check: (methods) => expect(methods[0]?.methodId).toBeTypeOf('string'),
  });
  itNeedsSession(pact, { operationId: 'listDepositMethods' });

  itSucceeds(pact, {
    operationId: 'createDeposit',
    description: 'a bank deposit within the limits',
    states: [given(STATE.depositMethod, { methodId: 'BANK' })],
    input: deposit,
    check: (order) => expect(order.orderNo).toBeTypeOf('string'),
  });
  itFails(pact, {
    operationId: 'createDeposit',
    description: 'a deposit below the minimum',
    states: [given(STATE.depositMethod, { methodId: 'BANK' })],
    input: { ...deposit, amount: 1 },
    failure: {},
  });
  itNeedsSession(pact, { operationId: 'createDeposit', input: deposit });

  itSucceeds(pact, {
    operationId: 'getWithdrawInfo',
    description: "the member's withdrawal limits and bank cards",
    states: [given(STATE.bankCard, { username: 'demo' })],
    check: (info) => expect(info.bankCards.length).toBeGreaterThan(0),
  });
  itNeedsSession(pact, { operationId: 'getWithdrawInfo' });

  itSucceeds(pact, {
    operationId: 'createWithdrawal',
    description: 'a withdrawal to a bank card with the right payment password',
    states: [funded, payPassword, given(STATE.bankCard, { username: 'demo' })],
    input: withdrawal,
    check: (order) => expect(order.withdrawalId).toBeTypeOf('string'),
  });
  itFails(pact, {
    operationId: 'createWithdrawal',
    description: 'a withdrawal with a wrong payment password',
    states: [funded, payPassword, given(STATE.bankCard, { username: 'demo' })],
    input: { ...withdrawal, paymentPassword: '111111' },
    failure: {},
  });
  itNeedsSession(pact, { operationId: 'createWithdrawal', input: withdrawal });

  itSucceeds(pact, {
    operationId: 'listWithdrawalConfirmations',
    description: "the member's withdrawals awaiting confirmation",
    states: [given(STATE.pendingWithdrawal, { username: 'demo' })],
    input: { pageNo: 1, pageSize: 20 },
    check: (value) => expect(value.list[0]?.withdrawalId).toBeTypeOf('string'),
  });
  itNeedsSession(pact, { operationId: 'listWithdrawalConfirmations', input: { pageNo: 1, pageSize: 20 } });

  itSucceeds(pact, {
    operationId: 'confirmWithdrawal',
    description: 'a withdrawal confirmed as received in full',
    states: [given(STATE.pendingWithdrawal, { username: 'demo' })],
    input: { withdrawalId: 'W1', status: 'ALL_RECEIVED' },
    fromState: { withdrawalId: 'withdrawalId' },
    overrides: { status: string('ALL_RECEIVED') },
    check: (value) => expect(value.status).toBe('ALL_RECEIVED'),
  });
  itFails(pact, {
    operationId: 'confirmWithdrawal',
    description: 'a confirmation of a withdrawal that does not exist',
    input: { withdrawalId: 'NO-SUCH-WITHDRAWAL', status: 'ALL_RECEIVED' },
    failure: { status: 404 },
  });
  itNeedsSession(pact, { operationId: 'confirmWithdrawal', input: { withdrawalId: 'W1', status: 'ALL_RECEIVED' } });

  itSucceeds(pact, {
    operationId: 'transferToUpline',
    description: 'a transfer to the upline with the right payment password',
    states: [funded, payPassword],
    input: { amount: 100, paymentPassword: '246810' },
    check: (value) => expect(value.toAccount).toBeTypeOf('string'),
  });
  itFails(pact, {
    operationId: 'transferToUpline',
    description: 'a transfer to the upline with a wrong payment password',
    states: [funded, payPassword],
    input: { amount: 100, paymentPassword: '111111' },
    failure: {},
  });
  itNeedsSession(pact, { operationId: 'transferToUpline', input: { amount: 100, paymentPassword: '246810' } });

  const toDownline = { downlineAccount: 'sub1', amount: 100, paymentPassword: '246810' };
  itSucceeds(pact, {
    operationId: 'transferToDownline',
    description: 'an agent transferring to a downline',
    as: 'agent',
    states: [given(STATE.balance, { username: 'agent', amount: 10000 }), given(STATE.paymentPassword, { username: 'agent', paymentPassword: '246810' })],
    input: toDownline,
    overrides: { toAccount: string('sub1') },
    check: (value) => expect(value.toAccount).toBe('sub1'),
  });
  itFails(pact, {
    operationId: 'transferToDownline',
    description: 'a player transferring to a downline',
    input: toDownline,
    failure: { status: 403 },
  });
  itNeedsSession(pact, { operationId: 'transferToDownline', input: toDownline });
});
