import { assign, emit, fromPromise, setup } from 'xstate';
import { CONTRACT_PAGE_SIZE, CONTRACT_REASON_MAX } from '../constants.js';
import { flowError, toFlowError, type FlowError } from '../errors.js';
import type { Contract, ContractType, SdkSlice, Schemas } from '../ports/sdk.js';
import { contractRate } from './contract-rules.js';
import { placeholder } from '../shared/placeholder-actor.js';

/** The contracts of one type as the page needs them. */
export interface ContractBook {
  /** Offers from my upline waiting for my answer. */
  pending: Contract[];
  /** Contracts where I am the downline (accepted ones can be terminated). */
  mine: Contract[];
  /** Contracts I gave to my downlines: one page, of `status` when a filter is set. */
  given: Contract[];
  /** How many contracts I gave match the filter, over every page. */
  givenTotal: number;
}

/** Which of the contracts I gave are listed: a status (all when null) and a page. */
export interface GivenFilter {
  type: ContractType;
  status: ContractStatus | null;
  pageNo: number;
  pageSize: number;
}

/** A contract's status, as the spec names it. */
export type ContractStatus = Schemas['ContractStatus'];

/** `contractsMachine`'s context. */
export interface ContractsContext {
  type: ContractType;
  status: ContractStatus | null;
  pageNo: number;
  pageSize: number;
  book: ContractBook;
  contractId: string | null;
  /** Downline contracts that accepting the selected offer will terminate. */
  affected: Contract[];
  /** The ids the last acceptance terminated (the server's word). */
  terminated: string[];
  /** Those of them this page knew: shown by downline, type and rate. */
  ended: Contract[];
  /** The reason given with the last termination. */
  reason: string | null;
  error: FlowError | null;
  warning: FlowError | null;
}

/** Events the UI sends to `contractsMachine`. */
export type ContractsEvent =
  | { type: 'ACCEPT'; contractId: string }
  | { type: 'REJECT'; contractId: string }
  | { type: 'TERMINATE'; contractId: string }
  | { type: 'CONFIRM'; reason?: string }
  | { type: 'CANCEL' }
  | { type: 'FILTER'; status: ContractStatus | null }
  | { type: 'PAGE'; pageNo: number }
  | { type: 'RELOAD' };

/** `downlinesTerminated`: accepting a lower rate ended these downline contracts. */
export type ContractsEmitted = { type: 'downlinesTerminated'; contractIds: string[] };

/** Active downline contracts whose rate is above the offer's: accepting the offer terminates them. */
export function contractsEndedBy(offer: Contract, given: readonly Contract[]): Contract[] {
  const rate = contractRate(offer);
  return given.filter(
    (contract) =>
      contract.type === offer.type && contract.status === 'ACTIVE' && contractRate(contract) > rate,
  );
}

const emptyBook: ContractBook = { pending: [], mine: [], given: [], givenTotal: 0 };
const selected = (event: ContractsEvent) => ('contractId' in event ? event.contractId : null);
const reasonOf = (event: ContractsEvent) => (event.type === 'CONFIRM' ? (event.reason?.trim() ?? '') : '');

/**
 * Contracts of one type: a downline accepts (warned when it ends its own downline contracts), rejects or
 * terminates; an upline lists the offers it gave by status and terminates one with an optional reason.
 * Offers are made with `contractOfferMachine`, then RELOAD.
 */
export const contractsMachine = setup({
  types: {
    context: {} as ContractsContext,
    events: {} as ContractsEvent,
    /** A downline's book passes status ACTIVE and the largest page: `affected` is found among them. */
    input: {} as { type: ContractType; status?: ContractStatus | null; pageSize?: number },
    emitted: {} as ContractsEmitted,
  },
  actors: {
    loadContracts: placeholder<ContractBook, GivenFilter>('loadContracts', 'contractsActors'),
    acceptContract: placeholder<Schemas['ContractAcceptResult'], { contractId: string }>(
      'acceptContract',
      'contractsActors',
    ),
    rejectContract: placeholder<unknown, { contractId: string }>('rejectContract', 'contractsActors'),
    terminateContract: placeholder<unknown, { contractId: string; reason?: string }>(
      'terminateContract',
      'contractsActors',
    ),
  },
  guards: {
    endsDownlines: ({ context, event }) => {
      const offer = context.book.pending.find((contract) => contract.contractId === selected(event));
      return offer !== undefined && contractsEndedBy(offer, context.book.given).length > 0;
    },
    reasonTooLong: ({ event }) => [...reasonOf(event)].length > CONTRACT_REASON_MAX,
  },
  actions: {
    select: assign({ contractId: ({ event }) => selected(event), error: null, warning: null }),
    failed: assign({ error: ({ event }) => toFlowError((event as { error?: unknown }).error) }),
  },
}).createMachine({
  id: 'contracts',
  initial: 'loading',
  context: ({ input }) => ({
    type: input.type,
    status: input.status ?? null,
    pageNo: 1,
    pageSize: input.pageSize ?? CONTRACT_PAGE_SIZE,
    book: emptyBook,
    contractId: null,
    affected: [],
    terminated: [],
    ended: [],
    reason: null,
    error: null,
    warning: null,
  }),
  states: {
    loading: {
      invoke: {
        id: 'loadContracts',
        src: 'loadContracts',
        input: ({ context }) => ({
          type: context.type,
          status: context.status,
          pageNo: context.pageNo,
          pageSize: context.pageSize,
        }),
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
                const offer = context.book.pending.find(
                  (contract) => contract.contractId === event.contractId,
                ) as Contract;
                const affected = contractsEndedBy(offer, context.book.given);
                return {
                  affected,
                  warning: flowError('contract_lower_rate_terminates', { count: affected.length }),
                };
              }),
            ],
          },
          { target: 'accepting', actions: 'select' },
        ],
        REJECT: { target: 'rejecting', actions: 'select' },
        TERMINATE: {
          target: 'confirmingTerminate',
          actions: ['select', assign({ warning: flowError('contract_terminate_confirm') })],
        },
        FILTER: {
          target: 'loading',
          actions: assign({ status: ({ event }) => event.status, pageNo: 1, error: null }),
        },
        PAGE: { target: 'loading', actions: assign({ pageNo: ({ event }) => event.pageNo, error: null }) },
        RELOAD: { target: 'loading', actions: assign({ error: null }) },
      },
    },
    confirmingLowerRate: {
      on: {
        CONFIRM: 'accepting',
        CANCEL: { target: 'ready', actions: assign({ warning: null, affected: [] }) },
      },
    },
    confirmingTerminate: {
      on: {
        CONFIRM: [
          {
            guard: 'reasonTooLong',
            actions: assign({ error: flowError('validation_max_length', { max: CONTRACT_REASON_MAX }) }),
          },
          {
            target: 'terminating',
            actions: assign({ reason: ({ event }) => reasonOf(event) || null, error: null }),
          },
        ],
        CANCEL: { target: 'ready', actions: assign({ warning: null, error: null }) },
      },
    },
    accepting: {
      invoke: {
        id: 'acceptContract',
        src: 'acceptContract',
        input: ({ context }) => ({ contractId: context.contractId as string }),
        onDone: {
          target: 'loading',
          actions: [
            assign({
              terminated: ({ event }) => event.output.terminatedContractIds,
              ended: ({ context, event }) =>
                context.book.given.filter((c) => event.output.terminatedContractIds.includes(c.contractId)),
              warning: null,
              affected: [],
            }),
            emit(({ event }) => ({
              type: 'downlinesTerminated' as const,
              contractIds: event.output.terminatedContractIds,
            })),
          ],
        },
        onError: { target: 'ready', actions: ['failed', assign({ warning: null, affected: [] })] },
      },
    },
    rejecting: {
      invoke: {
        id: 'rejectContract',
        src: 'rejectContract',
        input: ({ context }) => ({ contractId: context.contractId as string }),
        onDone: 'loading',
        onError: { target: 'ready', actions: 'failed' },
      },
    },
    terminating: {
      invoke: {
        id: 'terminateContract',
        src: 'terminateContract',
        input: ({ context }) => ({
          contractId: context.contractId as string,
          ...(context.reason ? { reason: context.reason } : {}),
        }),
        onDone: { target: 'loading', actions: assign({ warning: null }) },
        onError: { target: 'ready', actions: ['failed', assign({ warning: null })] },
      },
    },
  },
});

/** Real actors: `contractsMachine.provide({ actors: contractsActors(sdk) })`. */
export function contractsActors(
  sdk: SdkSlice<
    'contracts',
    'listPendingContracts' | 'listContracts' | 'acceptContract' | 'rejectContract' | 'terminateContract'
  >,
) {
  return {
    loadContracts: fromPromise<ContractBook, GivenFilter>(async ({ input, signal }) => {
      const { type, status, pageNo, pageSize } = input;
      const [pending, mine, given] = await Promise.all([
        sdk.contracts.listPendingContracts({ type }, { signal }),
        sdk.contracts.listContracts({ type, role: 'downline', status: 'ACTIVE' }, { signal }),
        sdk.contracts.listContracts(
          { type, role: 'upline', ...(status ? { status } : {}), pageNo, pageSize },
          { signal },
        ),
      ]);
      return { pending, mine: mine.list, given: given.list, givenTotal: given.total };
    }),
    acceptContract: fromPromise<Schemas['ContractAcceptResult'], { contractId: string }>(
      ({ input, signal }) => sdk.contracts.acceptContract(input, { signal }),
    ),
    rejectContract: fromPromise<unknown, { contractId: string }>(({ input, signal }) =>
      sdk.contracts.rejectContract(input, { signal }),
    ),
    terminateContract: fromPromise<unknown, { contractId: string; reason?: string }>(({ input, signal }) =>
      sdk.contracts.terminateContract(input, { signal }),
    ),
  };
}
