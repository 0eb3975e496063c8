import { describe, expect, it } from 'vitest';
import type { WorldState } from './model';
import {
  admitSession,
  endSession,
  endSessionsOf,
  expireSessions,
  MAX_SESSIONS_PER_MEMBER,
  SESSION_IDLE_MS,
  useSession,
} from './sessions';

// Only the session records: the rules read and write nothing else of the world.
const fresh = () =>
  ({ sessions: new Map(), sessionActivity: new Map(), endedSessions: new Map() }) as unknown as WorldState;

describe('the session rules', () => {
  it('ends the oldest session of a member who opens one more than they may hold; other members keep theirs', () => {
    const state = fresh();
    admitSession(state, 'other', 2, 0);
    for (let i = 0; i <= MAX_SESSIONS_PER_MEMBER; i++) admitSession(state, `t${i}`, 1, i);
    expect([...state.sessions.keys()]).toEqual([
      'other',
      ...Array.from({ length: MAX_SESSIONS_PER_MEMBER }, (_, i) => `t${i + 1}`),
    ]);
    expect([...state.endedSessions]).toEqual([['t0', 'LOGGED_IN_ELSEWHERE']]);
  });

  it('renews a session on use and ends one idle too long, on use or on a sweep', () => {
    const state = fresh();
    admitSession(state, 'used', 1, 0);
    admitSession(state, 'idle', 1, 0);
    admitSession(state, 'swept', 1, 0);
    expect(useSession(state, 'used', SESSION_IDLE_MS)).toBe(true);
    expect(useSession(state, 'idle', SESSION_IDLE_MS + 1)).toBe(false);
    expireSessions(state, SESSION_IDLE_MS + 1);
    expect([...state.sessions.keys()]).toEqual(['used']);
    expect(Object.fromEntries(state.endedSessions)).toEqual({ idle: 'EXPIRED', swept: 'EXPIRED' });
    expect(useSession(state, 'idle', SESSION_IDLE_MS + 2)).toBe(false);
  });

  it("ends a member's sessions but the one that asked, and keeps only the newest reasons", () => {
    const state = fresh();
    for (const token of ['a', 'b', 'c']) admitSession(state, token, 1, 0);
    endSessionsOf(state, 1, 'PASSWORD_CHANGED', 'b');
    expect([...state.sessions.keys()]).toEqual(['b']);
    for (let i = 0; i < 1_000; i++) {
      admitSession(state, `x${i}`, 3, 0);
      endSession(state, `x${i}`, 'LOGGED_OUT');
    }
    expect(state.endedSessions.size).toBe(1_000);
    expect(state.endedSessions.has('a')).toBe(false);
    expect(state.endedSessions.get('x999')).toBe('LOGGED_OUT');
  });
});
