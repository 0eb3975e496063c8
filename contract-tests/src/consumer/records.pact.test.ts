/** Records domain: bets, transactions, personal profit and bonuses over a date range. */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect } from 'vitest';
import { lobbyPact } from '../harness/lobby-pact';
import { itNeedsSession, itSucceeds } from '../harness/operation-cases';
import { EXAMPLE_PERIOD, lastDays } from '../harness/period';
import { given, STATE } from '../harness/states';

const pact = lobbyPact('records');
const month = lastDays(30);
const active = given(STATE.activity, { username: 'demo', days: 30 });
const page = { ...EXAMPLE_PERIOD, pageNo: 1, pageSize: 20 };

describe('records', () => {
  itSucceeds(pact, {
    operationId: 'listBetRecords',
    description: "a page of the member's bets of the last 30 days",
    states: [month.state, active],
    input: page,
    fromState: month.fromState,
    overrides: { 'summary.betCount': MatchersV3.integer(12) },
    check: (value) => expect(value.summary.betCount).toBeGreaterThan(0),
  });
  itNeedsSession(pact, { operationId: 'listBetRecords', input: page });

  itSucceeds(pact, {
    operationId: 'listTransactions',
    description: "a page of the member's transactions of the last 30 days",
    states: [month.state, active],
    input: page,
    fromState: month.fromState,
    check: (value) => expect(value.list[0]?.transactionId).toBeTypeOf('string'),
  });
  itNeedsSession(pact, { operationId: 'listTransactions', input: page });

  itSucceeds(pact, {
    operationId: 'getPersonalProfit',
    description: "the member's profit and loss of the last 30 days",
    states: [month.state, active],
    input: EXAMPLE_PERIOD,
    fromState: month.fromState,
    check: (value) => expect(value.profitAndLoss).toBeTypeOf('number'),
  });
  itNeedsSession(pact, { operationId: 'getPersonalProfit', input: EXAMPLE_PERIOD });

  itSucceeds(pact, {
    operationId: 'listBonusDetails',
    description: "a page of the member's bonuses of the last 30 days",
    states: [month.state, given(STATE.bonus, { username: 'demo', days: 30 })],
    input: page,
    fromState: month.fromState,
    check: (value) => expect(value.list[0]?.amount).toBeTypeOf('number'),
  });
  itNeedsSession(pact, { operationId: 'listBonusDetails', input: page });
});
