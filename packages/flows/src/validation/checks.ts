import { MINIMUM_AGE } from '../constants.js';
import type { ValidationMessage } from './messages.js';
import { matchesFamily } from './patterns.js';

/** Confirmation must equal the password ('inconsistent_twice'). */
export function checkConfirmation(password: string, confirmation: string): ValidationMessage | null {
  return password === confirmation ? null : { key: 'inconsistent_twice' };
}

/** The terms box must be ticked ('Please agree to the {0}'). */
export function checkTerms(ticked: boolean, termsName: string): ValidationMessage | null {
  return ticked ? null : { key: 'agree_terms', params: { 0: termsName } };
}

/** Birth date (yyyy-MM-dd) must make the user at least 18 on `today`. */
export function checkAge(birthDate: string, today: Date, minimumAge = MINIMUM_AGE): ValidationMessage | null {
  const failure = { key: 'age_minimum', params: { 0: minimumAge } };
  if (!matchesFamily('dateYmd', birthDate)) return failure;
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const ty = today.getUTCFullYear();
  const tm = today.getUTCMonth() + 1;
  const td = today.getUTCDate();
  const age = ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
  return age >= minimumAge ? null : failure;
}

/** A phone number must have exactly `digits` digits ('Phone must have {0} digits'). */
export function checkPhoneDigits(phone: string, digits: number): ValidationMessage | null {
  return new RegExp(`^[0-9]{${digits}}$`, 'u').test(phone.trim())
    ? null
    : { key: 'phone_digits', params: { 0: digits } };
}

/** Words in a text: runs of non-space characters. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/u).length;
}

/** Support content must have between {0} and {1} words. */
export function checkWordCount(text: string, min: number, max: number): ValidationMessage | null {
  const words = countWords(text);
  return words >= min && words <= max ? null : { key: 'feedback_word_count', params: { 0: min, 1: max } };
}

/**
 * A registration form's checks after its field rules, each on a field that passed them: the
 * confirmation equal to the password (when the form asks for one), and the mobile number of the
 * chosen country's digits (when the brand fixes them). Adds what fails to `errors`.
 */
export function checkPasswordAndMobile(
  errors: Record<string, ValidationMessage>,
  values: {
    password?: string | undefined;
    confirmPassword?: string | undefined;
    mobileNum?: string | undefined;
  },
  { confirm, phoneDigits }: { confirm: boolean; phoneDigits?: number | undefined },
): void {
  if (confirm && !errors['password']) {
    const mismatch = checkConfirmation(values.password ?? '', values.confirmPassword ?? '');
    if (mismatch) errors['confirmPassword'] = mismatch;
  }
  const mobile = values.mobileNum?.trim();
  if (phoneDigits && mobile && !errors['mobileNum']) {
    const digits = checkPhoneDigits(mobile, phoneDigits);
    if (digits) errors['mobileNum'] = digits;
  }
}
