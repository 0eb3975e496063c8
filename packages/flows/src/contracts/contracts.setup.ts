import { assign, setup } from 'xstate';
import { CONTRACT_REASON_MAX } from '../constants.js';
import { toFlowError } from '../errors.js';
import type { ContractType, Schemas } from '../ports/sdk.js';
import { placeholder } from '../shared/placeholder-actor.js';
import { contractsEndedBy } from './contract-rules.js';
import type {
  ContractBook,
  ContractsContext,
  ContractsEmitted,
  ContractsEvent,
  ContractStatus,
  GivenFilter,
} from './contracts.types.js';

/** The offer or contract an event names. */
export const selected = (event: ContractsEvent) => ('contractId' in event ? event.contractId : null);
/** The termination reason a CONFIRM gives, trimmed. */
export const reasonOf = (event: ContractsEvent) =>
  event.type === 'CONFIRM' ? (event.reason?.trim() ?? '') : '';

/** `contractsMachine`'s types, actors, guards and actions, referred to by name in its states. */
export const contractsSetup = setup({
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
    /** A FILTER's status, from the first page. */
    filter: assign({
      status: ({ context, event }) => (event.type === 'FILTER' ? event.status : context.status),
      pageNo: 1,
      error: null,
    }),
    /** A PAGE's page of the same filter. */
    page: assign({
      pageNo: ({ context, event }) => (event.type === 'PAGE' ? event.pageNo : context.pageNo),
      error: null,
    }),
  },
});
