/**
 * How a session ends, and why: the world notes the reason when it ends one, so the events channel tells the
 * member's page the truth (openapi/events `SessionEnded`) instead of guessing from what else changed.
 *
 * Reconstructed (the seed shows no session policy): a member may hold several sessions (tabs, devices), at
 * most MAX_SESSIONS_PER_MEMBER; a login beyond that ends the oldest (logged in elsewhere). A session no request
 * used for SESSION_IDLE_MS ends (expired), on the sandbox clock. Changing the password ends the member's other
 * sessions; resetting it without a session ends them all.
 */
import type { WorldState } from './model';

/** Why a session ended (`SessionEnded.reason` of the events document). */
export type SessionEndReason =
  | 'SELF_EXCLUDED'
  | 'PASSWORD_CHANGED'
  | 'LOGGED_IN_ELSEWHERE'
  | 'EXPIRED'
  | 'ACCOUNT_DISABLED'
  | 'LOGGED_OUT';

/** Sessions a member may hold at once; a login beyond it ends the oldest. */
export const MAX_SESSIONS_PER_MEMBER = 5;

// Longer than a day: the sandbox's own tests and journeys move the clock a day on and carry on in the session.
/** How long a session lasts without a request, ms. */
export const SESSION_IDLE_MS = 3 * 24 * 3_600_000;

// The events channel reads a reason within a tick of the session's end; older ones are never asked for again,
// and the world is copied before every write, so only the newest are kept.
const ENDED_KEPT = 1_000;

/** Ends a session and notes why. */
export function endSession(state: WorldState, token: string, reason: SessionEndReason): void {
  if (!state.sessions.delete(token)) return;
  state.sessionActivity.delete(token);
  state.endedSessions.set(token, reason);
  for (const old of state.endedSessions.keys()) {
    if (state.endedSessions.size <= ENDED_KEPT) break;
    state.endedSessions.delete(old);
  }
}

/** Ends every session of a member (but `except`, the session that asked). */
export function endSessionsOf(
  state: WorldState,
  memberId: number,
  reason: SessionEndReason,
  except?: string | null,
): void {
  for (const [token, id] of [...state.sessions])
    if (id === memberId && token !== except) endSession(state, token, reason);
}

/** Opens a session; the member's oldest ends when they already hold the most they may. */
export function admitSession(state: WorldState, token: string, memberId: number, at: number): void {
  const held = [...state.sessions].filter(([, id]) => id === memberId).map(([t]) => t);
  // Map order is opening order: the first held is the oldest.
  for (const old of held.slice(0, Math.max(0, held.length - MAX_SESSIONS_PER_MEMBER + 1)))
    endSession(state, old, 'LOGGED_IN_ELSEWHERE');
  state.sessions.set(token, memberId);
  state.sessionActivity.set(token, at);
}

/** Whether a session is still open at `at`; one idle too long ends here (expired). A request's use renews it. */
export function useSession(state: WorldState, token: string, at: number): boolean {
  if (!state.sessions.has(token)) return false;
  const last = state.sessionActivity.get(token) ?? at;
  if (at - last > SESSION_IDLE_MS) {
    endSession(state, token, 'EXPIRED');
    return false;
  }
  state.sessionActivity.set(token, at);
  return true;
}

/** Ends every session idle too long at `at` (the sandbox clock moves without requests). */
export function expireSessions(state: WorldState, at: number): void {
  for (const [token, last] of [...state.sessionActivity])
    if (at - last > SESSION_IDLE_MS) endSession(state, token, 'EXPIRED');
}
