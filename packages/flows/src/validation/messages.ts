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
