import type { RegisterFieldSetting } from '../ports/sdk.js';
import type { ValidationMessage } from './messages.js';
import { isPatternFamily, matchesFamily, PATTERN_IDS, type PatternFamily } from './patterns.js';

/** How one field is checked. `pattern` is a family, a server regular expression, or '*' (any). */
export interface FieldRule {
  required?: boolean;
  pattern?: PatternFamily | RegExp | '*';
  minLength?: number;
  maxLength?: number;
}

/** The length message: a range, a single number when both bounds are equal, or one bound. */
export function lengthMessage(min: number | undefined, max: number | undefined): ValidationMessage {
  if (min !== undefined && max !== undefined) {
    return min === max
      ? { key: 'validation_length_exact', params: { length: min } }
      : { key: 'validation_length', params: { min, max } };
  }
  return min !== undefined
    ? { key: 'validation_min_length', params: { min } }
    : { key: 'validation_max_length', params: { max: max as number } };
}

function matches(pattern: FieldRule['pattern'], value: string): boolean {
  if (pattern === undefined || pattern === '*') return true;
  if (pattern instanceof RegExp) {
    pattern.lastIndex = 0;
    return pattern.test(value);
  }
  return matchesFamily(pattern, value);
}

/**
 * Checks a value (trimmed first, as every form does) against a rule; `null` when valid. Lengths
 * count characters, not UTF-16 units, so Thai, Korean and emoji count as the user sees them.
 */
export function validateField(raw: string, rule: FieldRule): ValidationMessage | null {
  const value = raw.trim();
  if (value === '') return rule.required ? { key: 'validation_required' } : null;
  const length = [...value].length;
  const { minLength: min, maxLength: max } = rule;
  if ((min !== undefined && length < min) || (max !== undefined && length > max))
    return lengthMessage(min, max);
  if (!matches(rule.pattern, value)) return { key: 'validation_pattern' };
  return null;
}

/**
 * Turns a server pattern into a rule pattern: a numeric id (1-16) or family name is that family,
 * '*' or empty is any, anything else is compiled as a regular expression. A pattern that does not
 * compile is a server mistake; the field then falls back to its length rules instead of blocking
 * every user.
 */
export function resolvePattern(
  patternId: number | string | null | undefined,
  accepted: string | undefined,
): FieldRule['pattern'] {
  if (typeof patternId === 'number' && PATTERN_IDS[patternId - 1]) return PATTERN_IDS[patternId - 1];
  if (isPatternFamily(patternId)) return patternId;
  if (isPatternFamily(accepted)) return accepted;
  if (accepted === undefined || accepted === '' || accepted === '*') return '*';
  try {
    return new RegExp(accepted, 'u');
  } catch {
    return '*';
  }
}

/** Register settings -> one rule per shown field (hidden fields are not validated). */
export function rulesFromSettings(fields: readonly RegisterFieldSetting[]): Record<string, FieldRule> {
  const rules: Record<string, FieldRule> = {};
  for (const setting of fields) {
    if (setting.show === false) continue;
    rules[setting.field] = {
      required: setting.required ?? false,
      pattern: resolvePattern(setting.patternId, setting.acceptedPattern),
      ...(typeof setting.minLength === 'number' && setting.minLength > 0
        ? { minLength: setting.minLength }
        : {}),
      ...(typeof setting.maxLength === 'number' && setting.maxLength > 0
        ? { maxLength: setting.maxLength }
        : {}),
    };
  }
  return rules;
}

/** Validates a whole form; returns the failures by field (empty when the form is valid). */
export function validateForm(
  values: Readonly<Record<string, string | undefined>>,
  rules: Readonly<Record<string, FieldRule>>,
): Record<string, ValidationMessage> {
  const errors: Record<string, ValidationMessage> = {};
  for (const [field, rule] of Object.entries(rules)) {
    const message = validateField(values[field] ?? '', rule);
    if (message) errors[field] = message;
  }
  return errors;
}
