import type { FlowError } from '../errors.js';
import type { ValidationMessage } from '../validation/messages.js';

/**
 * What `getMoneyRequest` tells of a key: whether the server carried the move out, and what it answered.
 * PROCESSING (the server holds the move and has not finished it) is never read as applied.
 */
export interface MoneyLookup {
  state: 'APPLIED' | 'PROCESSING' | 'NOT_FOUND';
  result?: unknown;
  message?: string | null;
}

/** What every money flow is created with: the trial flag plus the flow's own data (limits, balances, methods). */
export interface MoneyMoveBase {
  /** Trial members are refused before any call ('in_need_true_account'). */
  trial?: boolean;
}

/** What a money flow's actors receive: the submitted values, the move's key and the flow's input. */
export interface MoneyCall<TInput, TValues> {
  values: TValues;
  key: string;
  input: TInput;
}

/** A money machine's context. */
export interface MoneyMoveContext<TInput, TValues, TResult> {
  input: TInput;
  values: TValues | null;
  /** The idempotency key of the move in flight; kept until the move is known to be done or refused. */
  key: string | null;
  /** Per-field problems; `form` holds the ones of the form as a whole (no payment password, daily limit). */
  fieldErrors: Record<string, ValidationMessage>;
  error: FlowError | null;
  result: TResult | null;
}

/** Events the UI sends to a money machine. */
export type MoneyMoveEvent<TInput, TValues> =
  | { type: 'SUBMIT'; values: TValues }
  /** Send the same move again with the same key (after "not applied" or an unknown outcome): it moves money at most once. */
  | { type: 'RETRY' }
  /** Ask the server again what became of the move (unknown outcome). */
  | { type: 'CHECK' }
  /** Back to the form after a move that did not go through; the next SUBMIT is a new move. */
  | { type: 'EDIT' }
  /** Another move after one is done. */
  | { type: 'NEW' }
  /** Fresh limits or balances (after a refresh); they only change what SUBMIT checks. */
  | { type: 'SET_INPUT'; input: TInput };

/** Events a money machine emits: `moneyMoved` when money moved (the app refreshes balances). */
export type MoneyMoveEmitted<TResult> = { type: 'moneyMoved'; result: TResult };

/** How one money flow differs from the others. */
export interface MoneyMoveOptions<TInput, TValues> {
  id: string;
  /** The problems of the values against the input; empty when the move may be sent. */
  validate: (input: TInput, values: TValues) => Record<string, ValidationMessage>;
}
