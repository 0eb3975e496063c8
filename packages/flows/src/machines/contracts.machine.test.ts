import { describe, expect, it } from 'vitest';
import { fakeActors, startActor, flush, serverError } from '../testing/fakes.js';
import { contractRate, contractsEndedBy, contractsMachine, type ContractBook } from './contracts.machine.js';

const contract = (contractId: string, rate: number, status: 'ACTIVE' | 'PENDING' = 'ACTIVE') =>
  ({ contractId, type: 'DAILY', status, uplineAccount: 'up', downlineAccount: 'down', rules: [{ rate: rate / 2 }, { rate }], createdTime: '2026-11-01 00:00:00' }) as never;
const book: ContractBook = { pending: [contract('offer-low', 1, 'PENDING'), contract('offer-high', 3, 'PENDING')], mine: [contract('mine', 2)], given: [contract('down-a', 2), contract('down-b', 1.5)] };

function start(impls: Partial<Parameters<typeof fakeActors>[0]> = {}) {
  const { actors, calls } = fakeActors({
    loadContracts: async () => book,
    acceptContract: async () => ({ contract: contract('offer-low', 1), terminatedContractIds: ['down-a', 'down-b'] }),
    rejectContract: async () => true,
    terminateContract: async () => true,
    offerContract: async () => true,
    ...impls,
  });
  const { actor, emitted } = startActor(contractsMachine.provide({ actors }), { input: { type: 'DAILY' } });
  return { actor, calls, emitted };
}

describe('contracts', () => {
  it("a contract's rate is its highest tier; a lower accepted rate ends the higher downline contracts", () => {
    expect(contractRate(contract('x', 2))).toBe(2);
    expect(contractsEndedBy(contract('o', 1.8), book.given).map((c) => (c as { contractId: string }).contractId)).toEqual(['down-a']);
  });
  it('warns before accepting a lower rate than a downline rate, then reports the terminated contracts', async () => {
    const { actor, calls, emitted } = start();
    await flush();
    actor.send({ type: 'ACCEPT', contractId: 'offer-low' });
    expect(actor.getSnapshot().value).toBe('confirmingLowerRate');
    expect(actor.getSnapshot().context.warning).toEqual({ code: 'contract_lower_rate_terminates', key: 'contract_lower_rate_terminates', params: { count: 2 } });
    actor.send({ type: 'CANCEL' });
    expect(calls.acceptContract).not.toHaveBeenCalled();
    actor.send({ type: 'ACCEPT', contractId: 'offer-low' });
    actor.send({ type: 'CONFIRM' });
    await flush();
    expect(calls.acceptContract).toHaveBeenCalledWith({ contractId: 'offer-low' });
    expect(emitted).toEqual([{ type: 'downlinesTerminated', contractIds: ['down-a', 'down-b'] }]);
    expect(calls.loadContracts).toHaveBeenCalledTimes(2);
  });
  it('accepts a higher rate at once, rejects, and terminates after a confirmation', async () => {
    const { actor, calls } = start();
    await flush();
    actor.send({ type: 'ACCEPT', contractId: 'offer-high' });
    expect(actor.getSnapshot().value).toBe('accepting');
    await flush();
    actor.send({ type: 'REJECT', contractId: 'offer-low' });
    await flush();
    expect(calls.rejectContract).toHaveBeenCalledWith({ contractId: 'offer-low' });
    actor.send({ type: 'TERMINATE', contractId: 'mine' });
    expect(calls.terminateContract).not.toHaveBeenCalled();
    actor.send({ type: 'CONFIRM' });
    await flush();
    expect(calls.terminateContract).toHaveBeenCalledWith({ contractId: 'mine' });
  });
  it('uplines offer contracts; a failure keeps the page with the server message', async () => {
    const { actor, calls } = start({ offerContract: () => Promise.reject(serverError('Rate too high')) });
    await flush();
    const offer = { downlineAccount: 'down', type: 'DAILY' as const, rules: [{ rate: 1 }] };
    actor.send({ type: 'OFFER', offer });
    await flush();
    expect(calls.offerContract).toHaveBeenCalledWith(offer);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error?.params).toEqual({ message: 'Rate too high' });
  });
});
