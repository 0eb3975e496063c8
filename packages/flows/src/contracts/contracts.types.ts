import type { FlowError } from '../errors.js';
import type { Contract, ContractType, Schemas } from '../ports/sdk.js';

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
