/**
 * Wallet domain: balance, transfers, deposits, withdrawals (encrypted) and their confirmation, each
 * money call with its Idempotency-Key; the read-back of a key, the deposit and withdrawal lists.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect } from 'vitest';
import { examplePng } from '../harness/example-files';
import { lobbyPact } from '../harness/lobby-pact';
import {
  answers,
  itFails,
  itFailsAndNeedsSession,
  itSucceeds,
  itSucceedsAndNeedsSession,
} from '../harness/operation-cases';
import { EXAMPLE_PERIOD, lastDays } from '../harness/period';
import { given, STATE } from '../harness/states';

const { number, string } = MatchersV3;
const pact = lobbyPact('wallet');
const funded = given(STATE.balance, { username: 'demo', amount: 10000 });
const payPassword = given(STATE.paymentPassword, { username: 'demo', paymentPassword: '246810' });
/** An idempotency key per money call, as a client makes one per move (any 8-64 of [A-Za-z0-9_-] match). */
const key = (name: string) => ({ 'Idempotency-Key': `pact-${name}-0001` });
const transfer = { ...key('transfer'), fromWallet: 'MAIN', toWallet: 'SABA', amount: 100 };
const deposit = { ...key('deposit'), methodId: 'BANK', amount: 500, payerName: 'Demo Player' };
const withdrawal = { ...key('withdrawal'), bankCardId: 'BC1', amount: 200, paymentPassword: '246810' };
const received = { ...key('confirmation'), withdrawalId: 'W1', status: 'ALL_RECEIVED' } as const;
const month = lastDays(30);
const page = { ...EXAMPLE_PERIOD, pageNo: 1, pageSize: 10 };
// A transfer the provider applied under its key before the interaction.
const movedKey = 'pact-moved-transfer-0001';
const moved = given(STATE.moneyMoved, {
  username: 'demo',
  amount: 100,
  fromWallet: 'MAIN',
  toWallet: 'SABA',
  idempotencyKey: movedKey,
});

describe('wallet', () => {
  itSucceedsAndNeedsSession(pact, {
    operationId: 'getBalance',
    description: "the member's balance",
    states: [funded],
    check: (value) => expect(value.balance).toBeTypeOf('number'),
  });

  itSucceedsAndNeedsSession(pact, {
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
  itSucceeds(pact, {
    operationId: 'walletTransfer',
    description: 'the same transfer again under its idempotency key (answered as the first time, moved once)',
    states: [funded, given(STATE.vendorWallet, { walletCode: 'SABA' }), moved],
    input: { ...transfer, 'Idempotency-Key': movedKey },
    exact: ['Idempotency-Key'],
    check: (value) => expect(value.balance).toBeTypeOf('number'),
  });
  itFails(pact, {
    operationId: 'walletTransfer',
    description: 'another transfer under an idempotency key already used',
    states: [funded, given(STATE.vendorWallet, { walletCode: 'SABA' }), moved],
    input: { ...transfer, 'Idempotency-Key': movedKey, amount: 250 },
    exact: ['Idempotency-Key'],
    failure: { status: 409 },
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'getMoneyRequest',
    description: 'a transfer read back by its idempotency key: applied, with the value it answered',
    states: [moved],
    input: { idempotencyKey: movedKey },
    overrides: { state: 'APPLIED', operationId: string('walletTransfer'), 'result.balance': number(9900) },
    check: (value) => {
      expect(value.state).toBe('APPLIED');
      expect(value.result?.balance).toBeTypeOf('number');
    },
  });
  itSucceeds(pact, {
    operationId: 'getMoneyRequest',
    description: 'a key that no money call carried: not found, so the call may be sent again',
    states: [given(STATE.noMoneyRequest, { username: 'demo', idempotencyKey: 'pact-never-sent-0001' })],
    input: { idempotencyKey: 'pact-never-sent-0001' },
    overrides: { state: 'NOT_FOUND' },
    check: (value) => expect(value.state).toBe('NOT_FOUND'),
  });
  itSucceeds(pact, {
    operationId: 'getMoneyRequest',
    description:
      'a transfer still being processed read back by its idempotency key: processing, no answer yet',
    states: [given(STATE.moneyProcessing, { username: 'demo', idempotencyKey: 'pact-processing-0001' })],
    input: { idempotencyKey: 'pact-processing-0001' },
    overrides: { state: 'PROCESSING', result: null },
    check: (value) => {
      expect(value.state).toBe('PROCESSING');
      expect(value.result).toBeNull();
    },
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'listDepositMethods',
    description: 'the deposit methods',
    check: (methods) => expect(methods[0]?.methodId).toBeTypeOf('string'),
  });

  itSucceedsAndNeedsSession(pact, {
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
  itFails(
    pact,
    {
      operationId: 'createDeposit',
      description: 'a deposit over what remains of the daily deposit limit',
      states: [
        given(STATE.depositMethod, { methodId: 'BANK' }),
        given(STATE.depositLimit, { username: 'demo', period: 'DAILY', amount: 300 }),
      ],
      input: deposit,
      failure: {
        value: { depositLimit: { period: string('DAILY'), limit: number(300), remaining: number(300) } },
      },
    },
    (error) => expect(error.value).toMatchObject({ depositLimit: { period: 'DAILY' } }),
  );

  itSucceedsAndNeedsSession(pact, {
    operationId: 'listDeposits',
    description: "a page of the member's deposits of the last 30 days, newest first",
    ...month.with(given(STATE.recentDeposit, { username: 'demo', days: 30 })),
    input: page,
    overrides: { 'list.methodName': string('MoMo e-wallet') },
    check: (value) => expect(value.list[0]?.methodName).toBeTypeOf('string'),
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'getWithdrawInfo',
    description: "the member's withdrawal limits and bank cards",
    states: [given(STATE.bankCard, { username: 'demo' })],
    check: (info) => expect(info.bankCards.length).toBeGreaterThan(0),
  });

  itSucceedsAndNeedsSession(pact, {
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

  itSucceedsAndNeedsSession(pact, {
    operationId: 'listWithdrawals',
    description: "a page of the member's withdrawals of the last 30 days, with the bank and the masked card",
    ...month.with(given(STATE.recentWithdrawal, { username: 'demo', days: 30 })),
    input: page,
    overrides: { 'list.bankName': string('Vietcombank'), 'list.cardNumber': string('**** 3456') },
    check: (value) => expect(value.list[0]?.cardNumber).toMatch(/\d{4}$/),
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'listWithdrawalConfirmations',
    description: "the member's withdrawals awaiting confirmation",
    states: [given(STATE.pendingWithdrawal, { username: 'demo' })],
    input: { pageNo: 1, pageSize: 20 },
    check: (value) => expect(value.list[0]?.withdrawalId).toBeTypeOf('string'),
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'confirmWithdrawal',
    description: 'a withdrawal confirmed as received in full',
    states: [given(STATE.pendingWithdrawal, { username: 'demo' })],
    input: received,
    fromState: { withdrawalId: 'withdrawalId' },
    ...answers('status', 'ALL_RECEIVED'),
  });
  itSucceeds(pact, {
    operationId: 'confirmWithdrawal',
    description: 'a withdrawal reported not received, with two proof images',
    states: [given(STATE.pendingWithdrawal, { username: 'demo' })],
    input: {
      ...key('not-received'),
      withdrawalId: 'W1',
      status: 'NOT_RECEIVED',
      proof: [examplePng('proof-1.png'), examplePng('proof-2.png')],
      remark: 'Nothing arrived',
    },
    fromState: { withdrawalId: 'withdrawalId' },
    ...answers('status', 'NOT_RECEIVED'),
  });
  itFails(pact, {
    operationId: 'confirmWithdrawal',
    description: 'a withdrawal reported not received without a proof image',
    states: [given(STATE.pendingWithdrawal, { username: 'demo' })],
    input: { ...key('no-proof'), withdrawalId: 'W1', status: 'NOT_RECEIVED' },
    fromState: { withdrawalId: 'withdrawalId' },
    failure: {},
  });
  itFails(pact, {
    operationId: 'confirmWithdrawal',
    description: 'a confirmation of a withdrawal that does not exist',
    input: { ...received, withdrawalId: 'NO-SUCH-WITHDRAWAL' },
    failure: { status: 404 },
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'transferToUpline',
    description: 'a transfer to the upline with the right payment password',
    states: [funded, payPassword],
    input: { ...key('upline'), amount: 100, paymentPassword: '246810' },
    check: (value) => expect(value.toAccount).toBeTypeOf('string'),
  });
  itFails(pact, {
    operationId: 'transferToUpline',
    description: 'a transfer to the upline with a wrong payment password',
    states: [funded, payPassword],
    input: { ...key('upline'), amount: 100, paymentPassword: '111111' },
    failure: {},
  });

  const toDownline = { ...key('downline'), downlineAccount: 'sub1', amount: 100, paymentPassword: '246810' };
  itSucceeds(pact, {
    operationId: 'transferToDownline',
    description: 'an agent transferring to a downline',
    as: 'agent',
    states: [
      given(STATE.balance, { username: 'agent', amount: 10000 }),
      given(STATE.paymentPassword, { username: 'agent', paymentPassword: '246810' }),
    ],
    input: toDownline,
    ...answers('toAccount', 'sub1'),
  });
  itFails(pact, {
    operationId: 'transferToDownline',
    description: 'an agent transferring to a downline more than the balance',
    as: 'agent',
    states: [given(STATE.paymentPassword, { username: 'agent', paymentPassword: '246810' })],
    input: { ...toDownline, amount: 999999999 },
    failure: {},
  });
  itFailsAndNeedsSession(pact, {
    operationId: 'transferToDownline',
    description: 'a player transferring to a downline',
    input: toDownline,
    failure: { status: 403 },
  });
});
