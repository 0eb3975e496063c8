import type { FailureKind } from '../runtime';

/** The kinds of failure that can be injected. */
export const FAILURE_KINDS: readonly FailureKind[] = [
  '500',
  '502',
  '503',
  'timeout',
  'malformed',
  'drop',
  'html',
  'html-200',
  'refused',
];
