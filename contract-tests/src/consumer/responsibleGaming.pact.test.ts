/** Responsible gaming (reconstructed): deposit limits, the reality check's interval and session figures, time-out and self-exclusion. */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect } from 'vitest';
import { lobbyPact } from '../harness/lobby-pact';
import { itFails, itSucceedsAndNeedsSession } from '../harness/operation-cases';
import { AS_GUEST, given, STATE } from '../harness/states';

const { integer, number, string } = MatchersV3;
const pact = lobbyPact('responsibleGaming');
const time = string('2026-05-14 10:00:00');
/** One period's limit; none set answers nulls (the shape would make every nullable a number). */
const limit = (period: string, amount: unknown = null, pending: unknown = null) => ({
  period: string(period),
  amount,
  used: number(0),
  remaining: amount === null ? null : number(1000),
  periodEndTime: time,
  pending,
});
const noLimits = [limit('DAILY'), limit('WEEKLY'), limit('MONTHLY')];
const dailyLimit = given(STATE.depositLimit, { username: 'demo', period: 'DAILY', amount: 1000 });
const raise = { period: 'DAILY', amount: 5000 } as const;
const timeOut = { kind: 'TIME_OUT', period: '24h' } as const;

describe('responsibleGaming', () => {
  itFails(pact, {
    operationId: 'getResponsibleGaming',
    description: "a free-play guest's settings (a guest deposits nothing to limit)",
    ...AS_GUEST,
    failure: {},
  });
  itSucceedsAndNeedsSession(pact, {
    operationId: 'getResponsibleGaming',
    description:
      "the member's deposit limits with what remains, the cooling-off and the reality-check interval",
    states: [dailyLimit],
    overrides: {
      depositLimits: [limit('DAILY', number(1000)), limit('WEEKLY'), limit('MONTHLY')],
      realityCheckMinutes: null,
    },
    check: (value) => {
      expect(value.depositLimits[0]?.remaining).toBeTypeOf('number');
      expect(value.coolingOffHours).toBeTypeOf('number');
    },
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'setDepositLimit',
    description: 'a raised daily limit, pending until the cooling-off passes',
    states: [dailyLimit],
    input: raise,
    overrides: {
      depositLimits: [
        limit('DAILY', number(1000), { amount: number(5000), effectiveTime: time }),
        limit('WEEKLY'),
        limit('MONTHLY'),
      ],
      realityCheckMinutes: null,
    },
    check: (value) => expect(value.depositLimits[0]?.amount).toBeTypeOf('number'),
  });
  itFails(pact, {
    operationId: 'setDepositLimit',
    description: 'a limit that is not a positive amount',
    input: { period: 'DAILY', amount: 0 },
    failure: {},
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'setRealityCheck',
    description: 'a reality check every 30 minutes',
    input: { intervalMinutes: 30 },
    overrides: { depositLimits: noLimits, realityCheckMinutes: integer(30) },
    check: (value) => expect(value.realityCheckMinutes).toBeTypeOf('number'),
  });
  itFails(pact, {
    operationId: 'setRealityCheck',
    description: 'an interval that is not offered',
    input: { intervalMinutes: 7 },
    failure: {},
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'getSessionSummary',
    description: "the session's length on the server clock and its net win or loss",
    overrides: { realityCheckMinutes: null },
    check: (value) => {
      expect(value.elapsedSeconds).toBeTypeOf('number');
      expect(value.winLoss).toBeTypeOf('number');
    },
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'startExclusion',
    description: 'a 24-hour time-out, which ends the session',
    input: timeOut,
    check: (value) => expect(value.endTime).toBeTypeOf('string'),
  });
  itFails(pact, {
    operationId: 'startExclusion',
    description: 'a time-out of a self-exclusion period',
    input: { kind: 'TIME_OUT', period: '1y' },
    failure: {},
  });
});
