/** Agent domain: affiliate check and the agent centre (team, downlines, reports, wages, dividends). */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect } from 'vitest';
import { lobbyPact } from '../harness/lobby-pact';
import {
  answers,
  itFails,
  itFailsAndNeedsSession,
  itNeedsSession,
  itSucceeds,
  itSucceedsAndNeedsSession,
} from '../harness/operation-cases';
import { EXAMPLE_PERIOD, lastDays } from '../harness/period';
import { shape } from '../harness/shape';
import { given, STATE } from '../harness/states';

const pact = lobbyPact('agent');
const month = lastDays(30);
const team = given(STATE.team, { username: 'agent', days: 30 });
const page = { ...EXAMPLE_PERIOD, pageNo: 1, pageSize: 20 };
const downline = {
  username: 'newsub01',
  password: 'abc12345',
  confirmPassword: 'abc12345',
  role: 'PLAYER',
} as const;

/**
 * A report of the agent over the last 30 days: the success case and the 401. `list` may be given
 * when the report can rightly be empty.
 */
function report(
  operationId: Parameters<typeof itNeedsSession>[1]['operationId'],
  description: string,
  input: Record<string, unknown>,
  list?: unknown,
): void {
  const overrides = list === undefined ? {} : { list };
  itSucceeds(pact, {
    operationId,
    description,
    as: 'agent',
    ...month.with(team),
    input: input as never,
    overrides,
  });
  itNeedsSession(pact, { operationId, input: input as never });
}

describe('agent', () => {
  itSucceeds(pact, {
    operationId: 'checkAffiliate',
    description: 'a valid affiliate code',
    states: [given(STATE.affiliate, { code: 'AGENT01', username: 'agent' })],
    input: { code: 'AGENT01', domain: '127.0.0.1' },
    overrides: { valid: true },
    check: (value) => expect(value.valid).toBe(true),
  });
  itSucceeds(pact, {
    operationId: 'checkAffiliate',
    description: 'an unknown affiliate code',
    input: { code: 'NOSUCHCODE', domain: '127.0.0.1' },
    overrides: { valid: false },
    check: (value) => expect(value.valid).toBe(false),
  });

  itSucceeds(pact, {
    operationId: 'listAgentAnnouncements',
    description: 'the announcements for agents',
    as: 'agent',
    input: { pageNo: 1, pageSize: 20 },
    check: (page) => expect(page.list[0]?.title).toBeTypeOf('string'),
  });
  itFailsAndNeedsSession(pact, {
    operationId: 'listAgentAnnouncements',
    description: 'a player opening the agent centre',
    input: { pageNo: 1, pageSize: 20 },
    failure: { status: 403 },
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'getTeamOverview',
    description: "the agent's team over the last 30 days",
    as: 'agent',
    ...month.with(team),
    input: EXAMPLE_PERIOD,
    check: (value) => expect(value.teamSize).toBeGreaterThan(0),
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'registerDownline',
    description: 'an agent registering a player downline',
    as: 'agent',
    states: [given(STATE.noMember, { username: 'newsub01' })],
    input: downline,
    ...answers('account', 'newsub01'),
  });
  itFails(pact, {
    operationId: 'registerDownline',
    description: 'an agent registering a taken username',
    as: 'agent',
    states: [given(STATE.member, { username: 'demo', password: 'demo1234' })],
    input: { ...downline, username: 'demo' },
    failure: {},
  });

  itSucceeds(pact, {
    operationId: 'listDownlines',
    description: "the agent's direct downlines",
    as: 'agent',
    states: [team],
    input: { directOnly: true, pageNo: 1, pageSize: 20 },
    check: (page) => expect(page.list[0]?.account).toBeTypeOf('string'),
  });
  itSucceeds(pact, {
    operationId: 'listDownlines',
    description: 'one level of the team tree: the direct downlines of a sub-agent',
    as: 'agent',
    states: [team],
    input: { parentAccount: 'sub1', pageNo: 1, pageSize: 20 },
    overrides: { 'list.directCount': MatchersV3.integer(0) },
    check: (page) => expect(page.list[0]?.directCount).toBeTypeOf('number'),
  });
  itFails(pact, {
    operationId: 'listDownlines',
    description: 'one level of the tree under a member outside the team',
    as: 'agent',
    input: { parentAccount: 'NO-SUCH-MEMBER', pageNo: 1, pageSize: 20 },
    failure: { status: 404 },
  });
  itNeedsSession(pact, { operationId: 'listDownlines', input: { pageNo: 1, pageSize: 20 } });

  itSucceeds(pact, {
    operationId: 'getAffiliateLink',
    description: "the agent's own affiliate code and sign-up link",
    as: 'agent',
    check: (value) => {
      expect(value.code).toBeTypeOf('string');
      expect(value.url).toContain(value.code);
    },
  });
  itFailsAndNeedsSession(pact, {
    operationId: 'getAffiliateLink',
    description: 'a player asking for an affiliate link',
    failure: { status: 403 },
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'updateDownline',
    description: "an agent changing a downline's remark",
    as: 'agent',
    states: [given(STATE.downline, { username: 'agent' })],
    input: { memberId: '1', remark: 'VIP customer' },
    fromState: { memberId: 'memberId' },
    check: (value) => expect(value.memberId).toBeTypeOf('string'),
  });
  itFails(pact, {
    operationId: 'updateDownline',
    description: "an agent giving a downline a rebate rate above the agent's own",
    as: 'agent',
    states: [given(STATE.downline, { username: 'agent' })],
    input: { memberId: '1', rebateRate: 99 },
    fromState: { memberId: 'memberId' },
    failure: {},
  });
  itFails(pact, {
    operationId: 'updateDownline',
    description: 'an agent changing a member outside the team',
    as: 'agent',
    input: { memberId: 'NO-SUCH-MEMBER', remark: 'VIP customer' },
    failure: { status: 404 },
  });

  itSucceeds(pact, {
    operationId: 'listBetRecords',
    description: "the direct downlines' bets of the last 30 days (the team's betting record)",
    as: 'agent',
    ...month.with(team),
    input: { ...page, scope: 'TEAM', directOnly: true },
    overrides: { list: MatchersV3.atLeastLike(shape('BetRecord'), 0, 1) },
  });
  report('getPalStatements', "the team's profit and loss statements of the last 30 days", page);
  report('getRevenueReport', "the agent's revenue of the last 30 days", EXAMPLE_PERIOD);
  report('listDownlineTransactions', "the team's transactions of the last 30 days", page);
  itSucceeds(pact, {
    operationId: 'listDownlineTransactions',
    description: "the direct downlines' transactions of the last 30 days, with the range's totals",
    as: 'agent',
    ...month.with(team),
    input: { ...page, directOnly: true },
    overrides: { 'summary.count': MatchersV3.integer(3) },
    check: (value) => expect(value.summary.count).toBeGreaterThanOrEqual(value.list.length),
  });
  itSucceeds(pact, {
    operationId: 'getPalStatements',
    description: "the direct downlines' profit and loss statements of the last 30 days",
    as: 'agent',
    ...month.with(team),
    input: { ...page, directOnly: true },
  });
  report('listDividendRecords', "the agent's dividend records of the last 30 days", page);
  report('listDailyWages', "the agent's daily wages of the last 30 days", page);
  // Hourly and real-time wages exist only under such a contract, which an agent may not have.
  report(
    'listHourlyWages',
    "the agent's hourly wages of the last 30 days (possibly none)",
    page,
    MatchersV3.atLeastLike(shape('WageRecord'), 0, 1),
  );
  report(
    'listRealtimeWages',
    "the agent's real-time wages of the last 30 days (possibly none)",
    page,
    MatchersV3.atLeastLike(shape('WageRecord'), 0, 1),
  );
});
