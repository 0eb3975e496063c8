import type { FlowError } from '../errors.js';
import type { MemberRole } from '../member-role.js';
import type { MemberInfo, Schemas } from '../ports/sdk.js';

/** What `sessionMachine` is created with. */
export interface SessionInput {
  /** The address the app was opened with (`?token=` is taken from it). */
  url: string;
  /** The agent-policy flag: the consolidated wallet loads only when it is on. */
  agentPolicy: boolean;
}

/**
 * What restoreToken finds: whether a token is stored, whether a link handed over another one (held aside,
 * not stored, until the visitor confirms it), and the address without `token`.
 */
export interface RestoredToken {
  hasToken: boolean;
  handedOver: boolean;
  cleanedUrl: string | null;
}

/** What loadExtras brings: the consolidated wallet and the unread count, when they apply. */
export interface SessionExtras {
  consolidated: Schemas['ConsolidatedFunds'] | null;
  unreadCount: number | null;
}

/** `sessionMachine`'s context. */
export interface SessionContext {
  agentPolicy: boolean;
  url: string;
  member: MemberInfo | null;
  role: MemberRole | null;
  extras: SessionExtras;
  error: FlowError | null;
  /** A token handed over in `?token=` waits for the visitor's answer (it is read once the open session is). */
  handOverWaiting: boolean;
  /** The account the handed-over token would sign in as, while `handOver.confirming` asks about it. */
  handOverAccount: string | null;
}

/** Events the UI sends to `sessionMachine`. */
export type SessionEvent =
  | { type: 'LOGGED_IN'; member: MemberInfo }
  | { type: 'REFRESH' }
  | { type: 'LOGOUT' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  /** The server refused the session's token on some call (a 401): the session has ended. */
  | { type: 'EXPIRED' }
  /** The member, asked to log in again after the session ended, chose not to. */
  | { type: 'DISMISS' };

/**
 * `replaceUrl`: replace the address (without the token) in history; `navigate` after logout;
 * `loggedOut`: a member's session is over (a logout, an ended session declined or taken by another
 * member, a refused refresh), so everything read for them is forgotten; `sessionExpired`: ask to log
 * in again, keeping the page; `resumed`: the same member is back after it, so what the screens show
 * is read again under the new session.
 */
export type SessionEmitted =
  | { type: 'replaceUrl'; url: string }
  | { type: 'navigate'; to: string }
  | { type: 'loggedOut' }
  | { type: 'sessionExpired' }
  | { type: 'resumed' };
