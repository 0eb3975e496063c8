import { describe, expect, it } from 'vitest';
import { phoneAuthError } from './phone-auth-errors.js';

describe('phone-auth errors', () => {
  it('maps prefixed and bare codes, with the 5-minute wait for too-many-requests', () => {
    expect(phoneAuthError({ code: 'auth/too-many-requests' })).toEqual({
      code: 'phone_auth_too_many_requests',
      key: 'phone_auth_too_many_requests',
      params: { minutes: 5 },
    });
    expect(phoneAuthError({ code: 'code-expired' }).key).toBe('phone_auth_code_expired');
  });
  it('anything else is the unknown key', () => {
    expect(phoneAuthError({ code: 'auth/new-thing' }).key).toBe('phone_auth_unknown');
    expect(phoneAuthError(new Error('boom')).key).toBe('phone_auth_unknown');
    expect(phoneAuthError(null).key).toBe('phone_auth_unknown');
  });
});
