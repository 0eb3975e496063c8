import { describe, expect, it } from 'vitest';
import {
  freePlayLogin,
  getMemberInfo,
  login,
  logout,
  register,
  registerDownline,
  socialLogin,
} from '../generated/operations.js';
import { changesSession, endsSession, rememberSession } from './session-token.js';
import { memoryTokenStore } from './token-store.js';

describe('session token rules', () => {
  it.each([login, freePlayLogin, register, socialLogin])(
    '$operationId starts a session when its value carries a token',
    (op) => {
      const store = memoryTokenStore('old');
      rememberSession(op, { token: 'new' }, store);
      expect(store.get()).toBe('new');
    },
  );

  it('keeps the current token when the value has none (e.g. verification still required)', () => {
    const store = memoryTokenStore('old');
    rememberSession(login, { token: null, verificationRequired: true }, store);
    expect(store.get()).toBe('old');
  });

  it('never takes a token from a call made with a session (an agent registering a downline)', () => {
    const store = memoryTokenStore('agent');
    rememberSession(registerDownline, { token: 'downline' }, store);
    rememberSession(getMemberInfo, { token: 'x' }, store);
    expect(store.get()).toBe('agent');
  });

  it('ends the session on logout only', () => {
    expect(endsSession(logout)).toBe(true);
    expect(endsSession(login)).toBe(false);
  });

  it('waits for the answer of session-starting and -ending calls only', () => {
    expect([login, freePlayLogin, register, socialLogin, logout].map(changesSession)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect([getMemberInfo, registerDownline].map(changesSession)).toEqual([false, false]);
  });
});
