/** Contracts domain: dividend and wages contracts between an agent and a direct downline. */
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
import { given, STATE, type ProviderState } from '../harness/states';

const { string } = MatchersV3;
const pact = lobbyPact('contracts');
const contract = (status: string, type: string, upline: string, downline: string) =>
  given(STATE.contract, { status, type, upline, downline });
/** A call by `as` on the contract the state names, whose id the state hands over at verification. */
const onContract = (as: string, state: ProviderState, reason?: string) => ({
  as,
  states: [state],
  input: { contractId: 'C1', ...(reason === undefined ? {} : { reason }) },
  fromState: { contractId: 'contractId' },
});
const offer = {
  downlineAccount: 'sub1',
  type: 'REALTIME' as const,
  rules: [{ rate: 0.3, dailyBetAmount: 1000 }],
};

/** A contract ended with a reason (by `as`): the SDK resolves with it in its new status; no session, a 401. */
function itEnds(
  operationId: 'rejectContract' | 'terminateContract',
  as: string,
  description: string,
  end: { state: ProviderState; reason: string; status: string },
): void {
  itSucceeds(pact, {
    operationId,
    description,
    ...onContract(as, end.state, end.reason),
    ...answers('status', end.status),
  });
  itNeedsSession(pact, { operationId, input: { contractId: 'C1' } });
}

describe('contracts', () => {
  itSucceeds(pact, {
    operationId: 'listContracts',
    description: "an agent's dividend contracts with the downlines",
    as: 'agent',
    states: [contract('ACTIVE', 'DIVIDEND', 'agent', 'sub1')],
    input: { type: 'DIVIDEND', role: 'upline', pageNo: 1, pageSize: 20 },
    check: (page) => expect(page.list[0]?.rules.length).toBeGreaterThan(0),
  });
  itFailsAndNeedsSession(pact, {
    operationId: 'listContracts',
    description: 'a player listing contracts',
    input: { type: 'DIVIDEND', role: 'upline' },
    failure: { status: 403 },
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'listPendingContracts',
    description: 'the contracts offered to a downline agent',
    as: 'sub2',
    states: [contract('PENDING', 'DIVIDEND', 'agent', 'sub2')],
    check: (list) => expect(list[0]?.status).toBe('PENDING'),
    overrides: { status: string('PENDING') },
  });

  itSucceedsAndNeedsSession(pact, {
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

  itSucceeds(pact, {
    operationId: 'acceptContract',
    description: 'a downline accepting a pending dividend contract',
    ...onContract('sub2', contract('PENDING', 'DIVIDEND', 'agent', 'sub2')),
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
    ...onContract('sub1', contract('ACTIVE', 'DAILY', 'agent', 'sub1')),
    failure: {},
  });
  itNeedsSession(pact, { operationId: 'acceptContract', input: { contractId: 'C1' } });

  itEnds('rejectContract', 'sub1', 'a downline rejecting a pending hourly wages contract', {
    state: contract('PENDING', 'HOURLY', 'agent', 'sub1'),
    reason: 'Rate too low',
    status: 'REJECTED',
  });
  itEnds('terminateContract', 'agent', 'an agent terminating an active daily wages contract', {
    state: contract('ACTIVE', 'DAILY', 'agent', 'sub1'),
    reason: 'Restructuring',
    status: 'TERMINATED',
  });
  itFails(pact, {
    operationId: 'rejectContract',
    description: 'a downline rejecting a contract it already accepted',
    ...onContract('sub1', contract('ACTIVE', 'REALTIME', 'agent', 'sub1'), 'Rate too low'),
    failure: {},
  });
  itFails(pact, {
    operationId: 'terminateContract',
    description: 'an upline terminating a contract its downline rejected',
    ...onContract('sub1', contract('REJECTED', 'HOURLY', 'sub1', 'sub1a'), 'Restructuring'),
    failure: {},
  });
  itFails(pact, {
    operationId: 'terminateContract',
    description: 'a termination of a contract that does not exist',
    as: 'agent',
    input: { contractId: 'NO-SUCH-CONTRACT' },
    failure: { status: 404 },
  });
});
