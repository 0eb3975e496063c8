/** Records domain: bets, transactions, personal profit and bonuses over a date range. */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect } from 'vitest';
import { lobbyPact } from '../harness/lobby-pact';
import { itFails, itSucceeds, itSucceedsAndNeedsSession } from '../harness/operation-cases';
import { EXAMPLE_PERIOD, lastDays } from '../harness/period';
import { given, STATE } from '../harness/states';

const pact = lobbyPact('records');
const month = lastDays(30);
const active = given(STATE.activity, { username: 'demo', days: 30 });
const page = { ...EXAMPLE_PERIOD, pageNo: 1, pageSize: 20 };
// A range ending before it starts: the server refuses it as the client's range check does.
const REVERSED = { startDate: EXAMPLE_PERIOD.endDate, endDate: EXAMPLE_PERIOD.startDate };

describe('records', () => {
  itSucceedsAndNeedsSession(pact, {
    operationId: 'listBetRecords',
    description: "a page of the member's bets of the last 30 days",
    ...month.with(active),
    input: page,
    overrides: { 'summary.betCount': MatchersV3.integer(12) },
    check: (value) => expect(value.summary.betCount).toBeGreaterThan(0),
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'listTransactions',
    description: "a page of the member's transactions of the last 30 days, with the range's totals",
    ...month.with(active),
    input: page,
    overrides: { 'summary.count': MatchersV3.integer(12) },
    check: (value) => {
      expect(value.list[0]?.transactionId).toBeTypeOf('string');
      expect(value.summary.count).toBeGreaterThan(0);
      expect(value.summary.amountIn).toBeTypeOf('number');
    },
  });
  itSucceeds(pact, {
    operationId: 'listTransactions',
    description: "the member's deposits of the last 30 days",
    ...month.with(active),
    input: { ...page, type: 'DEPOSIT' },
    overrides: { 'list.type': 'DEPOSIT' },
    check: (value) => expect(value.list.every((t) => t.type === 'DEPOSIT')).toBe(true),
  });
  itFails(pact, {
    operationId: 'listTransactions',
    description: 'a range that ends before it starts',
    input: { ...REVERSED, pageNo: 1, pageSize: 20 },
    failure: { status: 400 },
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'getPersonalProfit',
    description: "the member's profit and loss of the last 30 days",
    ...month.with(active),
    input: EXAMPLE_PERIOD,
    check: (value) => {
      expect(value.profitAndLoss).toBeTypeOf('number');
      expect(value.byDay[0]?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(value.byDay[0]?.profitAndLoss).toBeTypeOf('number');
    },
  });
  itFails(pact, {
    operationId: 'getPersonalProfit',
    description: 'a range that ends before it starts',
    input: REVERSED,
    failure: { status: 400 },
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'listBonusDetails',
    description: "a page of the member's bonuses of the last 30 days",
    ...month.with(given(STATE.bonus, { username: 'demo', days: 30 })),
    input: page,
    check: (value) => expect(value.list[0]?.amount).toBeTypeOf('number'),
  });
  itSucceeds(pact, {
    operationId: 'listBonusDetails',
    description: "the member's rebates of the last 30 days, with the range's total",
    ...month.with(active),
    input: { ...page, bonusType: 'REBATE' },
    overrides: { 'list.bonusType': 'REBATE' },
    check: (value) => {
      expect(value.list.every((b) => b.bonusType === 'REBATE')).toBe(true);
      expect(value.totalAmount).toBeTypeOf('number');
    },
  });
});
