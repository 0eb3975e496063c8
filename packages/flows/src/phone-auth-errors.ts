import { TOO_MANY_REQUESTS_WAIT_MIN } from './constants.js';
import { flowError, type FlowError } from './errors.js';

/** The phone-auth error codes the product handles and the key each maps to. */
export const PHONE_AUTH_ERROR_KEYS: Readonly<Record<string, FlowError>> = {
  'invalid-phone-number': flowError('phone_auth_invalid_phone_number'),
  'missing-phone-number': flowError('phone_auth_missing_phone_number'),
  'too-many-requests': flowError('phone_auth_too_many_requests', { minutes: TOO_MANY_REQUESTS_WAIT_MIN }),
  unknown: flowError('phone_auth_unknown'),
  'invalid-verification-code': flowError('phone_auth_invalid_verification_code'),
  'missing-verification-code': flowError('phone_auth_missing_verification_code'),
  'captcha-check-failed': flowError('phone_auth_captcha_check_failed'),
  'quota-exceeded': flowError('phone_auth_quota_exceeded'),
  'operation-not-allowed': flowError('phone_auth_operation_not_allowed'),
  'code-expired': flowError('phone_auth_code_expired'),
  'popup-closed-by-user': flowError('phone_auth_popup_closed_by_user'),
};

/** Whether a rejection came from the phone-auth provider (it carries a string `code`). */
export function isPhoneAuthError(error: unknown): error is { code: string } {
  return (
    typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
  );
}

/** Maps a provider rejection (`auth/<code>` or `<code>`) to its key; unknown codes map to `unknown`. */
export function phoneAuthError(error: unknown): FlowError {
  const raw = isPhoneAuthError(error) ? error.code : 'unknown';
  const code = raw.startsWith('auth/') ? raw.slice('auth/'.length) : raw;
  return PHONE_AUTH_ERROR_KEYS[code] ?? (PHONE_AUTH_ERROR_KEYS['unknown'] as FlowError);
}
