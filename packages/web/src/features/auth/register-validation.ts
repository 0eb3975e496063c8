import type { Schemas } from '@lobby/sdk';

/** A validation failure as an i18n key under `errors.` with its params (the flows' ValidationMessage shape). */
export interface FieldProblem {
  readonly key: string;
  readonly params?: Record<string, string | number>;
}

function compile(pattern: string): RegExp | null {
  if (!pattern || pattern === '*') return null;
  try {
    return new RegExp(pattern, 'u');
  } catch {
    // A pattern that does not compile is a server mistake: fall back to the length rule.
    return null;
  }
}

/** Checks one value against its server rule: required, length (in characters), accepted pattern. */
export function checkField(raw: string, rule: Schemas['RegisterFieldRule']): FieldProblem | null {
  const value = raw.trim();
  if (!value) return rule.required ? { key: 'validation_required' } : null;
  const length = [...value].length;
  const { minLength: min, maxLength: max } = rule;
  if ((min > 0 && length < min) || (max > 0 && length > max)) {
    return min === max ? { key: 'validation_length_exact', params: { length: min } } : { key: 'validation_length', params: { min, max } };
  }
  const pattern = compile(rule.acceptedPattern);
  return pattern && !pattern.test(value) ? { key: 'validation_pattern' } : null;
}

/** Whether someone born on `birthday` (yyyy-MM-dd) is at least `minimumAge` years old on `today`. */
export function isAdult(birthday: string, minimumAge: number, today: Date = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday.trim());
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const birthdayPassed = today.getMonth() + 1 > month || (today.getMonth() + 1 === month && today.getDate() >= day);
  return today.getFullYear() - year - (birthdayPassed ? 0 : 1) >= minimumAge;
}
