/** Checks a registration against the register settings the sandbox serves, field by field. */
import { REGISTER_CHOICES, REGISTER_RULES, MIN_AGE, type FieldRule } from './brand';

const ruleOf = (field: string): FieldRule | undefined => REGISTER_RULES.find((r) => r.field === field);

/** The profile fields both registration tabs ask for (the product spec requires address and nationality). */
export const PROFILE_FIELDS = ['address', 'nationality', 'occupation', 'sourceOfIncome'] as const;

/** The first problem of one value against its rule (`field: problem`), or null. */
export function checkField(field: string, value: string | undefined, requiredAnyway = false): string | null {
  const rule = ruleOf(field);
  const text = value?.trim() ?? '';
  if (text === '') return (rule?.show && rule.required) || requiredAnyway ? `${field}: is required` : null;
  if (!rule) return null;
  if (text.length < rule.minLength || text.length > rule.maxLength) {
    const bounds =
      rule.minLength === rule.maxLength
        ? `${rule.minLength}`
        : `between ${rule.minLength} and ${rule.maxLength}`;
    return `${field}: length must be ${bounds}`;
  }
  if (rule.acceptedPattern !== '*' && !new RegExp(rule.acceptedPattern, 'u').test(text))
    return `${field}: does not match the required format`;
  const choices = (REGISTER_CHOICES as Readonly<Record<string, readonly string[]>>)[field];
  if (choices && !choices.includes(text)) return `${field}: is not one of the choices`;
  return null;
}

/** Age in whole years on `today` of a `yyyy-MM-dd` birthday. */
export function ageOn(birthday: string, today: number): number {
  const born = new Date(`${birthday}T00:00:00Z`);
  const now = new Date(today);
  let age = now.getUTCFullYear() - born.getUTCFullYear();
  if (
    now.getUTCMonth() < born.getUTCMonth() ||
    (now.getUTCMonth() === born.getUTCMonth() && now.getUTCDate() < born.getUTCDate())
  )
    age--;
  return age;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Every shown field of a username registration; the first problem, or null. */
export function checkRegistration(input: Record<string, unknown>, today: number): string | null {
  for (const rule of REGISTER_RULES) {
    const problem = checkField(rule.field, text(input[rule.field]));
    if (problem) return problem;
  }
  if (input.confirmPassword !== input.password) return 'inconsistent_twice';
  const birthday = text(input.birthday) ?? null;
  if (birthday && !(ageOn(birthday, today) >= MIN_AGE)) return `birthday: you must be at least ${MIN_AGE}`;
  return null;
}

/** The birthday of a mobile registration: its rule (shown and required in the settings), then 18 or over. */
export function checkBirthday(value: string | undefined, today: number): string | null {
  const problem = checkField('birthday', value);
  if (problem) return problem;
  const birthday = value?.trim();
  return birthday && !(ageOn(birthday, today) >= MIN_AGE)
    ? `birthday: you must be at least ${MIN_AGE}`
    : null;
}

/** The profile fields of a mobile registration (the other rules are the username tab's); the first problem, or null. */
export function checkProfile(input: Record<string, unknown>): string | null {
  for (const field of PROFILE_FIELDS) {
    const problem = checkField(field, text(input[field]));
    if (problem) return problem;
  }
  return null;
}

/** The trimmed profile fields given, to keep with the new member. */
export function profileOf(input: Record<string, unknown>): Record<string, string> {
  const profile: Record<string, string> = {};
  for (const field of PROFILE_FIELDS) {
    const value = text(input[field])?.trim();
    if (value) profile[field] = value;
  }
  return profile;
}
