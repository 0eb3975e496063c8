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
