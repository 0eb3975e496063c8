import type { FlowError } from '../errors.js';
import type { ValidationMessage } from '../validation/messages.js';

/**
 * What `getMoneyRequest` tells of a key: the server carried the move out and what it answered (APPLIED),
 * it has the move and has not finished it (PROCESSING), or no call with the key reached it (NOT_FOUND).
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

/**
 * A move whose outcome is open, as it outlives its screen (`moneyJournal`): its key, what it sends (secrets
 * such as passwords left out when it comes back from storage), what the member reads of it, when it was sent.
 */
export interface OpenMove<TValues> {
  key: string;
  values: TValues;
  /** What the screen shows of the move while it is checked ("a transfer of 9 to sub2"): plain values. */
  summary: MoveSummary;
  /** When the move was first sent, ms since the epoch. */
  sentAt: number;
}

/** A move's plain values for the screens' texts (amount, recipient, reward), never a secret. */
export type MoveSummary = Record<string, string | number>;

/** A money machine's context. */
export interface MoneyMoveContext<TInput, TValues, TResult> {
  /** The latest limits and balances: what SUBMIT checks. */
  input: TInput;
  /** The input the open move was sent with: a retry sends it again, whatever the screen shows since. */
  moveInput: TInput | null;
  values: TValues | null;
  /** The idempotency key of the move in flight; kept until the move is known to be done or refused. */
  key: string | null;
  /** What the screen shows of the open move (or of the one done). */
  summary: MoveSummary | null;
  /**
   * The move came back from storage after its screen (or the page) was gone: its secrets are not known,
   * so it can be read back but not sent again.
   */
  resumed: boolean;
  /** How long a resumed move's first call may still reach the server (a NOT_FOUND before then is not final), ms. */
  lateCallMs: number;
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
  | { type: 'SET_INPUT'; input: TInput }
  /** A move left open by a screen or a page now gone: read it back before anything else. */
  | { type: 'RESUME'; move: OpenMove<TValues>; lateCallMs: number };

/** Events a money machine emits: `moneyMoved` when money moved (the app refreshes balances). */
export type MoneyMoveEmitted<TResult> = { type: 'moneyMoved'; result: TResult };

/** How one money flow differs from the others. */
export interface MoneyMoveOptions<TInput, TValues> {
  id: string;
  /** The problems of the values against the input; empty when the move may be sent. */
  validate: (input: TInput, values: TValues) => Record<string, ValidationMessage>;
  /** What the screens show of a move while it is open (no secrets); the amount when omitted. */
  summarize?: (input: TInput, values: TValues) => MoveSummary;
}
