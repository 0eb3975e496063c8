import { assign, emit } from 'xstate';
import { CONTRACT_PAGE_SIZE, CONTRACT_REASON_MAX } from '../constants.js';
import { flowError } from '../errors.js';
import type { Contract } from '../ports/sdk.js';
import { contractsEndedBy } from './contract-rules.js';
import { contractsSetup, reasonOf } from './contracts.setup.js';
import type { ContractBook } from './contracts.types.js';

const emptyBook: ContractBook = { pending: [], mine: [], given: [], givenTotal: 0 };

/**
 * Contracts of one type: a downline accepts (warned when it ends its own downline contracts), rejects or
 * terminates; an upline lists the offers it gave by status and terminates one with an optional reason.
 * Offers are made with `contractOfferMachine`, then RELOAD.
 */
export const contractsMachine = contractsSetup.createMachine({
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
      on: {
        // A status or page chosen while the list loads is not dropped: the load starts again with it.
        FILTER: { target: 'loading', reenter: true, actions: 'filter' },
        PAGE: { target: 'loading', reenter: true, actions: 'page' },
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
        FILTER: { target: 'loading', actions: 'filter' },
        PAGE: { target: 'loading', actions: 'page' },
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
