import { assign, emit, fromPromise, setup } from 'xstate';
import { flowError, toFlowError, type FlowError } from '../errors.js';
import type { Contract, ContractType, SdkSlice, Schemas } from '../ports/sdk.js';
import { placeholder } from './placeholder-actor.js';

/** The contracts of one type as the page needs them. */
export interface ContractBook {
  /** Offers from my upline waiting for my answer. */
  pending: Contract[];
  /** Contracts where I am the downline (accepted ones can be terminated). */
  mine: Contract[];
  /** Contracts I gave to my downlines. */
  given: Contract[];
}

/** What an upline offers (the OfferContractRequest body). */
export type OfferInput = Schemas['OfferContractRequest'];

/** `contractsMachine`'s context. */
export interface ContractsContext {
  type: ContractType;
  book: ContractBook;
  contractId: string | null;
  offer: OfferInput | null;
  /** Downline contracts that accepting the selected offer will terminate. */
  affected: Contract[];
  terminated: string[];
  error: FlowError | null;
  warning: FlowError | null;
}

/** Events the UI sends to `contractsMachine`. */
export type ContractsEvent =
  | { type: 'ACCEPT'; contractId: string }
  | { type: 'REJECT'; contractId: string }
  | { type: 'TERMINATE'; contractId: string }
  | { type: 'OFFER'; offer: OfferInput }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'RELOAD' };

/** `downlinesTerminated`: accepting a lower rate ended these downline contracts. */
export type ContractsEmitted = { type: 'downlinesTerminated'; contractIds: string[] };

/** A contract's rate: its highest tier. */
export function contractRate(contract: Pick<Contract, 'rules'>): number {
  return Math.max(0, ...contract.rules.map((rule) => rule.rate));
}

/** Active downline contracts whose rate is above the offer's: accepting the offer terminates them. */
export function contractsEndedBy(offer: Contract, given: readonly Contract[]): Contract[] {
  const rate = contractRate(offer);
  return given.filter((contract) => contract.type === offer.type && contract.status === 'ACTIVE' && contractRate(contract) > rate);
}

const emptyBook: ContractBook = { pending: [], mine: [], given: [] };
const selected = (event: ContractsEvent) => ('contractId' in event ? event.contractId : null);

/** Contracts: upline offers; downline accepts (warned when it ends downline contracts), rejects or terminates. */
export const contractsMachine = setup({
  types: {
    context: {} as ContractsContext,
    events: {} as ContractsEvent,
    input: {} as { type: ContractType },
    emitted: {} as ContractsEmitted,
  },
  actors: {
    loadContracts: placeholder<ContractBook, { type: ContractType }>('loadContracts', 'contractsActors'),
    acceptContract: placeholder<Schemas['ContractAcceptResult'], { contractId: string }>('acceptContract', 'contractsActors'),
    rejectContract: placeholder<unknown, { contractId: string }>('rejectContract', 'contractsActors'),
    terminateContract: placeholder<unknown, { contractId: string }>('terminateContract', 'contractsActors'),
    offerContract: placeholder<unknown, OfferInput>('offerContract', 'contractsActors'),
  },
  guards: {
    endsDownlines: ({ context, event }) => {
      const offer = context.book.pending.find((contract) => contract.contractId === selected(event));
      return offer !== undefined && contractsEndedBy(offer, context.book.given).length > 0;
    },
  },
  actions: {
    select: assign({ contractId: ({ event }) => selected(event), error: null, warning: null }),
    failed: assign({ error: ({ event }) => toFlowError((event as { error?: unknown }).error) }),
  },
}).createMachine({
  id: 'contracts',
  initial: 'loading',
  context: ({ input }) => ({ type: input.type, book: emptyBook, contractId: null, offer: null, affected: [], terminated: [], error: null, warning: null }),
  states: {
    loading: {
      invoke: {
        id: 'loadContracts',
        src: 'loadContracts',
        input: ({ context }) => ({ type: context.type }),
        onDone: { target: 'ready', actions: assign({ book: ({ event }) => event.output }) },
        onError: { target: 'ready', actions: 'failed' },
      },
    },
    ready: {
      on: {
        ACCEPT: [
          {
            guard: 'endsDownlines',
            target: 'confirmingLowerRate',
            actions: [
              'select',
              assign(({ context, event }) => {
                const offer = context.book.pending.find((contract) => contract.contractId === event.contractId) as Contract;
                const affected = contractsEndedBy(offer, context.book.given);
                return { affected, warning: flowError('contract_lower_rate_terminates', { count: affected.length }) };
              }),
            ],
          },
          { target: 'accepting', actions: 'select' },
        ],
        REJECT: { target: 'rejecting', actions: 'select' },
        TERMINATE: { target: 'confirmingTerminate', actions: ['select', assign({ warning: flowError('contract_terminate_confirm') })] },
        OFFER: { target: 'offering', actions: assign({ offer: ({ event }) => event.offer, error: null }) },
        RELOAD: 'loading',
      },
    },
    confirmingLowerRate: { on: { CONFIRM: 'accepting', CANCEL: { target: 'ready', actions: assign({ warning: null, affected: [] }) } } },
    confirmingTerminate: { on: { CONFIRM: 'terminating', CANCEL: { target: 'ready', actions: assign({ warning: null }) } } },
    accepting: {
      invoke: {
        id: 'acceptContract',
        src: 'acceptContract',
        input: ({ context }) => ({ contractId: context.contractId as string }),
        onDone: {
          target: 'loading',
          actions: [
            assign({ terminated: ({ event }) => event.output.terminatedContractIds, warning: null, affected: [] }),
            emit(({ event }) => ({ type: 'downlinesTerminated' as const, contractIds: event.output.terminatedContractIds })),
          ],
        },
        onError: { target: 'ready', actions: ['failed', assign({ warning: null, affected: [] })] },
      },
    },
    rejecting: {
      invoke: { id: 'rejectContract', src: 'rejectContract', input: ({ context }) => ({ contractId: context.contractId as string }), onDone: 'loading', onError: { target: 'ready', actions: 'failed' } },
    },
    terminating: {
      invoke: {
        id: 'terminateContract',
        src: 'terminateContract',
        input: ({ context }) => ({ contractId: context.contractId as string }),
        onDone: { target: 'loading', actions: assign({ warning: null }) },
        onError: { target: 'ready', actions: ['failed', assign({ warning: null })] },
      },
    },
    offering: {
      invoke: { id: 'offerContract', src: 'offerContract', input: ({ context }) => context.offer as OfferInput, onDone: 'loading', onError: { target: 'ready', actions: 'failed' } },
    },
  },
});

/** Real actors: `contractsMachine.provide({ actors: contractsActors(sdk) })`. */
export function contractsActors(
  sdk: SdkSlice<'contracts', 'listPendingContracts' | 'listContracts' | 'acceptContract' | 'rejectContract' | 'terminateContract' | 'offerContract'>,
) {
  return {
    loadContracts: fromPromise<ContractBook, { type: ContractType }>(async ({ input, signal }) => {
      const [pending, mine, given] = await Promise.all([
        sdk.contracts.listPendingContracts({ type: input.type }, { signal }),
        sdk.contracts.listContracts({ type: input.type, role: 'downline' }, { signal }),
        sdk.contracts.listContracts({ type: input.type, role: 'upline' }, { signal }),
      ]);
      return { pending, mine: mine.list, given: given.list };
    }),
    acceptContract: fromPromise<Schemas['ContractAcceptResult'], { contractId: string }>(({ input, signal }) => sdk.contracts.acceptContract(input, { signal })),
    rejectContract: fromPromise<unknown, { contractId: string }>(({ input, signal }) => sdk.contracts.rejectContract(input, { signal })),
    terminateContract: fromPromise<unknown, { contractId: string }>(({ input, signal }) => sdk.contracts.terminateContract(input, { signal })),
    offerContract: fromPromise<unknown, OfferInput>(({ input, signal }) => sdk.contracts.offerContract(input, { signal })),
  };
}
