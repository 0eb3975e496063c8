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
