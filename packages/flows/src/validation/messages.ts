/** A validation failure: an i18n key and its params; the web renders it. */
export interface ValidationMessage {
  key: string;
  params?: Record<string, string | number>;
}

/**
 * Fills a server-provided length template: `(min)` and `(max)` become the bounds, and a range
 * collapses to the single number when both bounds are equal (e.g. "(min)-(max)" -> "6").
 */
export function substituteLength(template: string, min: number, max: number): string {
  const collapsed =
    min === max ? template.replace(/\(min\)\s*[-~～至到]\s*\(max\)/gu, String(min)) : template;
  return collapsed.replaceAll('(min)', String(min)).replaceAll('(max)', String(max));
}

/** The problems of a form by field, from one check per field: the checks that passed (null) are left out. */
export function fieldProblems(
  checks: Readonly<Record<string, ValidationMessage | null | undefined>>,
): Record<string, ValidationMessage> {
  return Object.fromEntries(
    Object.entries(checks).filter((entry): entry is [string, ValidationMessage] => Boolean(entry[1])),
  );
}

/** 'validation_required' for a value that is blank once trimmed; null otherwise. */
export const requiredError = (value: string | undefined): ValidationMessage | null =>
  (value ?? '').trim() === '' ? { key: 'validation_required' } : null;
