/** Contracts domain: dividend and wages contracts between an agent and a direct downline. */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect } from 'vitest';
import { lobbyPact } from '../harness/lobby-pact';
import { itFails, itNeedsSession, itSucceeds } from '../harness/operation-cases';
import { given, STATE } from '../harness/states';

const { string } = MatchersV3;
const pact = lobbyPact('contracts');
const contract = (status: string, type: string, upline: string, downline: string) =>
  given(STATE.contract, { status, type, upline, downline });
const byId = { fromState: { contractId: 'contractId' } };
const offer = {
  downlineAccount: 'sub1',
  type: 'REALTIME' as const,
  rules: [{ rate: 0.3, dailyBetAmount: 1000 }],
};

describe('contracts', () => {
  itSucceeds(pact, {
    operationId: 'listContracts',
    description: "an agent's dividend contracts with the downlines",
    as: 'agent',
    states: [contract('ACTIVE', 'DIVIDEND', 'agent', 'sub1')],
    input: { type: 'DIVIDEND', role: 'upline', pageNo: 1, pageSize: 20 },
    check: (page) => expect(page.list[0]?.rules.length).toBeGreaterThan(0),
  });
  itFails(pact, {
    operationId: 'listContracts',
    description: 'a player listing contracts',
    input: { type: 'DIVIDEND', role: 'upline' },
    failure: { status: 403 },
  });
  itNeedsSession(pact, { operationId: 'listContracts', input: { type: 'DIVIDEND', role: 'upline' } });

  itSucceeds(pact, {
    operationId: 'listPendingContracts',
    description: 'the contracts offered to a downline agent',
    as: 'sub2',
    states: [contract('PENDING', 'DIVIDEND', 'agent', 'sub2')],
    check: (list) => expect(list[0]?.status).toBe('PENDING'),
    overrides: { status: string('PENDING') },
  });
  itNeedsSession(pact, { operationId: 'listPendingContracts' });

  itSucceeds(pact, {
    operationId: 'offerContract',
    description: 'an agent offering a real-time wages contract to a direct downline',
    as: 'agent',
    states: [given(STATE.noPendingContract, { type: 'REALTIME', upline: 'agent', downline: 'sub1' })],
    input: offer,
    overrides: { status: string('PENDING'), downlineAccount: string('sub1') },
    check: (value) => expect(value).toMatchObject({ status: 'PENDING', downlineAccount: 'sub1' }),
  });
  itFails(pact, {
    operationId: 'offerContract',
    description: 'an agent offering a contract to a member of another team',
    as: 'agent',
    input: { ...offer, downlineAccount: 'demo' },
    failure: {},
  });
  itNeedsSession(pact, { operationId: 'offerContract', input: offer });

  itSucceeds(pact, {
    operationId: 'acceptContract',
    description: 'a downline accepting a pending dividend contract',
    as: 'sub2',
    states: [contract('PENDING', 'DIVIDEND', 'agent', 'sub2')],
    input: { contractId: 'C1' },
    ...byId,
    // Accepting ends the acceptor's own contracts above the new rate; there may be none.
    overrides: {
      'contract.status': string('ACTIVE'),
      terminatedContractIds: MatchersV3.atLeastLike(string('C2'), 0, 1),
    },
    check: (value) => expect(value.contract.status).toBe('ACTIVE'),
  });
  itFails(pact, {
    operationId: 'acceptContract',
    description: 'a downline accepting a contract that is already active',
    as: 'sub1',
    states: [contract('ACTIVE', 'DAILY', 'agent', 'sub1')],
    input: { contractId: 'C1' },
    ...byId,
    failure: {},
  });
  itNeedsSession(pact, { operationId: 'acceptContract', input: { contractId: 'C1' } });

  itSucceeds(pact, {
    operationId: 'rejectContract',
    description: 'a downline rejecting a pending hourly wages contract',
    as: 'sub1',
    states: [contract('PENDING', 'HOURLY', 'agent', 'sub1')],
    input: { contractId: 'C1', reason: 'Rate too low' },
    ...byId,
    overrides: { status: string('REJECTED') },
    check: (value) => expect(value.status).toBe('REJECTED'),
  });
  itNeedsSession(pact, { operationId: 'rejectContract', input: { contractId: 'C1' } });

  itSucceeds(pact, {
    operationId: 'terminateContract',
    description: 'an agent terminating an active daily wages contract',
    as: 'agent',
    states: [contract('ACTIVE', 'DAILY', 'agent', 'sub1')],
    input: { contractId: 'C1', reason: 'Restructuring' },
    ...byId,
    overrides: { status: string('TERMINATED') },
    check: (value) => expect(value.status).toBe('TERMINATED'),
  });
  itFails(pact, {
    operationId: 'terminateContract',
    description: 'a termination of a contract that does not exist',
    as: 'agent',
    input: { contractId: 'NO-SUCH-CONTRACT' },
    failure: { status: 404 },
  });
  itNeedsSession(pact, { operationId: 'terminateContract', input: { contractId: 'C1' } });
});
