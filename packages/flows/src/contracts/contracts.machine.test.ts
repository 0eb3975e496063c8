import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { fakeActors, startActor, flush, serverError } from '../testing/fakes.js';
import { contractRate, contractsEndedBy } from './contract-rules.js';
import { contractsActors } from './contracts.actors.js';
import { contractsMachine } from './contracts.machine.js';
import type { ContractBook } from './contracts.types.js';

const contract = (contractId: string, rate: number, status: 'ACTIVE' | 'PENDING' = 'ACTIVE') =>
  ({
    contractId,
    type: 'DAILY',
    status,
    uplineAccount: 'up',
    downlineAccount: 'down',
    rules: [{ rate: rate / 2 }, { rate }],
    createdTime: '2026-11-01 00:00:00',
  }) as never;
const book: ContractBook = {
  pending: [contract('offer-low', 1, 'PENDING'), contract('offer-high', 3, 'PENDING')],
  mine: [contract('mine', 2)],
  given: [contract('down-a', 2), contract('down-b', 1.5)],
  givenTotal: 2,
};

function start(impls: Partial<Parameters<typeof fakeActors>[0]> = {}) {
  const { actors, calls } = fakeActors({
    loadContracts: async () => book,
    acceptContract: async () => ({
      contract: contract('offer-low', 1),
      terminatedContractIds: ['down-a', 'down-b'],
    }),
    rejectContract: async () => true,
    terminateContract: async () => true,
    ...impls,
  });
  const { actor, emitted } = startActor(contractsMachine.provide({ actors }), { input: { type: 'DAILY' } });
  return { actor, calls, emitted };
}

describe('contracts', () => {
  it("a contract's rate is its highest tier; a lower accepted rate ends the higher downline contracts", () => {
    expect(contractRate(contract('x', 2))).toBe(2);
    expect(
      contractsEndedBy(contract('o', 1.8), book.given).map((c) => (c as { contractId: string }).contractId),
    ).toEqual(['down-a']);
  });
  it('warns before accepting a lower rate than a downline rate, then reports the terminated contracts', async () => {
    const { actor, calls, emitted } = start();
    await flush();
    actor.send({ type: 'ACCEPT', contractId: 'offer-low' });
    expect(actor.getSnapshot().value).toBe('confirmingLowerRate');
    expect(actor.getSnapshot().context.warning).toEqual({
      code: 'contract_lower_rate_terminates',
      key: 'contract_lower_rate_terminates',
      params: { count: 2 },
    });
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
  it('keeps what it knew of the contracts an acceptance ended', async () => {
    const { actor } = start();
    await flush();
    actor.send({ type: 'ACCEPT', contractId: 'offer-low' });
    actor.send({ type: 'CONFIRM' });
    await flush();
    expect(actor.getSnapshot().context.terminated).toEqual(['down-a', 'down-b']);
    expect(actor.getSnapshot().context.ended.map((c) => c.contractId)).toEqual(['down-a', 'down-b']);
  });
  it('uplines list what they gave by status and page, and terminate with a reason of at most 140 characters', async () => {
    const { actor, calls } = start();
    await flush();
    expect(calls.loadContracts).toHaveBeenLastCalledWith({
      type: 'DAILY',
      status: null,
      pageNo: 1,
      pageSize: 20,
    });
    actor.send({ type: 'PAGE', pageNo: 2 });
    await flush();
    expect(calls.loadContracts).toHaveBeenLastCalledWith({
      type: 'DAILY',
      status: null,
      pageNo: 2,
      pageSize: 20,
    });
    actor.send({ type: 'FILTER', status: 'ACTIVE' });
    await flush();
    expect(calls.loadContracts).toHaveBeenLastCalledWith({
      type: 'DAILY',
      status: 'ACTIVE',
      pageNo: 1,
      pageSize: 20,
    });
    actor.send({ type: 'TERMINATE', contractId: 'down-a' });
    actor.send({ type: 'CONFIRM', reason: 'x'.repeat(141) });
    expect(actor.getSnapshot().value).toBe('confirmingTerminate');
    expect(actor.getSnapshot().context.error).toEqual({
      code: 'validation_max_length',
      key: 'validation_max_length',
      params: { max: 140 },
    });
    actor.send({ type: 'CONFIRM', reason: ' moved on ' });
    await flush();
    expect(calls.terminateContract).toHaveBeenCalledWith({ contractId: 'down-a', reason: 'moved on' });
    actor.send({ type: 'TERMINATE', contractId: 'down-b' });
    actor.send({ type: 'CONFIRM', reason: '  ' });
    await flush();
    expect(calls.terminateContract).toHaveBeenLastCalledWith({ contractId: 'down-b' });
  });
  it('a status chosen while the list loads is the one listed: the load starts again with it', async () => {
    let release: (value: ContractBook) => void = () => undefined;
    const { actor, calls } = start({
      loadContracts: vi
        .fn()
        .mockImplementationOnce(() => new Promise<ContractBook>((resolve) => (release = resolve)))
        .mockImplementation(async () => book),
    });
    expect(actor.getSnapshot().value).toBe('loading');
    actor.send({ type: 'FILTER', status: 'ACTIVE' });
    expect(actor.getSnapshot().context.status).toBe('ACTIVE');
    release({ ...book, given: [] });
    await flush();
    expect(calls.loadContracts).toHaveBeenCalledTimes(2);
    expect(calls.loadContracts).toHaveBeenLastCalledWith({
      type: 'DAILY',
      status: 'ACTIVE',
      pageNo: 1,
      pageSize: 20,
    });
    // The first load's answer (for every status) arrived after the filter: it is not what is listed.
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.book.given).toHaveLength(2);
  });
  it('a failure keeps the page with the server message; a reload clears it', async () => {
    const { actor } = start({ terminateContract: () => Promise.reject(serverError('Already ended')) });
    await flush();
    actor.send({ type: 'TERMINATE', contractId: 'down-a' });
    actor.send({ type: 'CONFIRM' });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error?.params).toEqual({ message: 'Already ended' });
    actor.send({ type: 'RELOAD' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
  it('reads the three lists with the real SDK calls: pending, my active contracts, one page of what I gave', async () => {
    const page = (list: unknown[]) => ({ list, pageNo: 1, pageSize: 20, total: 7 });
    const contracts = {
      listPendingContracts: vi.fn(async () => [book.pending[0]]),
      listContracts: vi.fn(async (request: { role: string }) =>
        page(request.role === 'upline' ? book.given : book.mine),
      ),
      acceptContract: vi.fn(async () => ({ contract: book.pending[0], terminatedContractIds: [] })),
      rejectContract: vi.fn(async () => book.pending[0]),
      terminateContract: vi.fn(async () => book.mine[0]),
    };
    const actor = createActor(contractsMachine.provide({ actors: contractsActors({ contracts } as never) }), {
      input: { type: 'HOURLY', status: 'ACTIVE', pageSize: 100 },
    }).start();
    await flush();
    const signal = { signal: expect.any(AbortSignal) };
    expect(contracts.listPendingContracts).toHaveBeenCalledWith({ type: 'HOURLY' }, signal);
    expect(contracts.listContracts).toHaveBeenCalledWith(
      { type: 'HOURLY', role: 'downline', status: 'ACTIVE' },
      signal,
    );
    expect(contracts.listContracts).toHaveBeenCalledWith(
      { type: 'HOURLY', role: 'upline', status: 'ACTIVE', pageNo: 1, pageSize: 100 },
      signal,
    );
    expect(actor.getSnapshot().context.book).toEqual({
      pending: [book.pending[0]],
      mine: book.mine,
      given: book.given,
      givenTotal: 7,
    });
    actor.send({ type: 'REJECT', contractId: 'offer-low' });
    await flush();
    expect(contracts.rejectContract).toHaveBeenCalledWith({ contractId: 'offer-low' }, signal);
    actor.send({ type: 'ACCEPT', contractId: 'offer-low' });
    actor.send({ type: 'CONFIRM' });
    await flush();
    expect(contracts.acceptContract).toHaveBeenCalledWith({ contractId: 'offer-low' }, signal);
    actor.send({ type: 'TERMINATE', contractId: 'mine' });
    actor.send({ type: 'CONFIRM', reason: 'bye' });
    await flush();
    expect(contracts.terminateContract).toHaveBeenCalledWith({ contractId: 'mine', reason: 'bye' }, signal);
  });
});
