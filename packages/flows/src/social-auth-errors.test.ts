import { describe, expect, it } from 'vitest';
import { socialAuthError } from './social-auth-errors.js';
import { networkError, serverError } from './testing/fakes.js';

describe('socialAuthError', () => {
  it('says nothing when the visitor cancelled', () => {
    expect(socialAuthError({ code: 'cancelled' })).toBeNull();
  });

  it('gives the provider failures their own codes', () => {
    expect(socialAuthError({ code: 'popup-blocked' })).toEqual({
      code: 'social_popup_blocked',
      key: 'unknown_error',
    });
    expect(socialAuthError({ code: 'unsafe-url' })).toEqual({
      code: 'social_unsafe_url',
      key: 'error_invalid_url',
    });
    expect(socialAuthError({ code: 'failed' })).toEqual({
      code: 'social_provider_failed',
      key: 'unknown_error',
    });
    expect(socialAuthError(new Error('boom'))).toEqual({
      code: 'social_provider_failed',
      key: 'unknown_error',
    });
  });

  it("shows the server's refusal and names transport failures like every call", () => {
    expect(socialAuthError(serverError('Social sign-in expired, please try again'))).toEqual({
      code: 'server',
      key: 'server_message',
      params: { message: 'Social sign-in expired, please try again' },
    });
    expect(socialAuthError(networkError())).toEqual({ code: 'network_abnormal', key: 'network_abnormal' });
  });
});
