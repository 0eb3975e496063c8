import {
  checkConfirmation,
  checkPhoneDigits,
  validateForm,
  type ValidationMessage,
} from '../validation/index.js';
import type { ForgotMode, ForgotValues } from './forgot-password.types.js';

/** The form's checks per mode; in phone mode the number has the country's digits when `phoneDigits` is given. */
export function forgotErrors(
  mode: ForgotMode,
  values: ForgotValues,
  phoneDigits?: number,
): Record<string, ValidationMessage> {
  if (mode === 'email') {
    return validateForm(
      { ...values },
      { username: { required: true }, email: { required: true, pattern: 'mailbox' } },
    );
  }
  const errors = validateForm(
    { ...values },
    {
      mobileNum: { required: true, pattern: 'digits' },
      verificationCode: { required: true },
      newPassword: { required: true },
    },
  );
  const digits =
    !errors['mobileNum'] && phoneDigits ? checkPhoneDigits(values.mobileNum ?? '', phoneDigits) : null;
  if (digits) errors['mobileNum'] = digits;
  const mismatch = errors['newPassword']
    ? null
    : checkConfirmation(values.newPassword ?? '', values.confirmPassword ?? '');
  return mismatch ? { ...errors, confirmPassword: mismatch } : errors;
}
