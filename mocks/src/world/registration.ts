/** Checks a registration against the register settings the sandbox serves, field by field. */
import { REGISTER_RULES, MIN_AGE, type FieldRule } from './brand';

const ruleOf = (field: string): FieldRule | undefined => REGISTER_RULES.find((r) => r.field === field);

/** The first problem of one value against its rule (`field: problem`), or null. */
export function checkField(field: string, value: string | undefined, requiredAnyway = false): string | null {
  const rule = ruleOf(field);
  const text = value?.trim() ?? '';
  if (text === '') return (rule?.show && rule.required) || requiredAnyway ? `${field}: is required` : null;
  if (!rule) return null;
  if (text.length < rule.minLength || text.length > rule.maxLength) {
    const bounds = rule.minLength === rule.maxLength ? `${rule.minLength}` : `between ${rule.minLength} and ${rule.maxLength}`;
    return `${field}: length must be ${bounds}`;
  }
  if (rule.acceptedPattern !== '*' && !new RegExp(rule.acceptedPattern, 'u').test(text)) return `${field}: does not match the required format`;
  return null;
}

/** Age in whole years on `today` of a `yyyy-MM-dd` birthday. */
export function ageOn(birthday: string, today: number): number {
  const born = new Date(`${birthday}T00:00:00Z`);
  const now = new Date(today);
  let age = now.getUTCFullYear() - born.getUTCFullYear();
  if (now.getUTCMonth() < born.getUTCMonth() || (now.getUTCMonth() === born.getUTCMonth() && now.getUTCDate() < born.getUTCDate())) age--;
  return age;
}

/** Every shown field of a username registration; the first problem, or null. */
export function checkRegistration(input: Record<string, unknown>, today: number): string | null {
  for (const rule of REGISTER_RULES) {
    const value = input[rule.field];
    const problem = checkField(rule.field, typeof value === 'string' ? value : undefined);
    if (problem) return problem;
  }
  if (input.confirmPassword !== input.password) return 'inconsistent_twice';
  const birthday = typeof input.birthday === 'string' ? input.birthday : null;
  if (birthday && !(ageOn(birthday, today) >= MIN_AGE)) return `birthday: you must be at least ${MIN_AGE}`;
  return null;
}
