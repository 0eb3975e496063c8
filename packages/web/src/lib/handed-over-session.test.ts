import { afterEach, describe, expect, it } from 'vitest';
import { handOverWaiting, handedOverSession, receiveHandOver } from './handed-over-session';

afterEach(() => handedOverSession.set(null));

describe('a session handed over in ?token=', () => {
  it('waits in memory for the session machine, never in session storage', () => {
    receiveHandOver('link-token');
    expect(handOverWaiting()).toBe(true);
    expect(handedOverSession.get()).toBe('link-token');
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('keeps nothing for an address without a token', () => {
    receiveHandOver(null);
    expect(handOverWaiting()).toBe(false);
  });
});
