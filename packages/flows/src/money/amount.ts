/**
 * Money amounts as integers of the currency's smallest unit ("minor units"), so sums never drift:
 * 0.1 + 0.2 is 10 + 20 = 30 minor units, shown as 0.30. Amounts cross the API as numbers and are
 * turned into minor units once, here.
 */
import type { ValidationMessage } from '../validation/messages.js';

/** Decimal places when the server does not say (the backend's wallets hold cents). */
export const DEFAULT_DECIMALS = 2;

/** An API amount in minor units (rounded to the nearest unit: the API's numbers are decimal strings in disguise). */
export const toMinor = (amount: number, decimals = DEFAULT_DECIMALS): number =>
  Math.round(amount * 10 ** decimals);

/** Minor units as the API's number. */
export const fromMinor = (minor: number, decimals = DEFAULT_DECIMALS): number =>
  Number((minor / 10 ** decimals).toFixed(decimals));

/** Adds API amounts without floating-point drift. */
export const sumAmounts = (amounts: readonly number[], decimals = DEFAULT_DECIMALS): number =>
  fromMinor(
    amounts.reduce((sum, amount) => sum + toMinor(amount, decimals), 0),
    decimals,
  );

/**
 * Reads what the member typed: digits with at most `decimals` places, an optional dot, spaces and
 * thousands commas ignored. Null when it is not such an amount. A comma that does not group
 * thousands (`1,5`: a decimal comma) is refused, not read as 15.
 */
export function parseAmount(text: string, decimals = DEFAULT_DECIMALS): number | null {
  const compact = text.replace(/\s/gu, '');
  if (compact.includes(',') && !/^\d{1,3}(?:,\d{3})+(?:\.\d*)?$/u.test(compact)) return null;
  const cleaned = compact.replace(/,/gu, '');
  const match = /^(\d+)(?:\.(\d*))?$/u.exec(cleaned);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return null;
  const minor = Number(match[1]) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  return Number.isSafeInteger(minor) ? fromMinor(minor, decimals) : null;
}

/** The bounds an amount must keep; each one optional. */
export interface AmountLimits {
  decimals?: number;
  min?: number;
  max?: number;
  /** What the source holds; over it answers 'amount_insufficient'. */
  available?: number;
}

/**
 * The first rule a typed amount breaks, or null: required, a positive number with at most the
 * currency's decimals, at least `min`, at most `max`, at most `available`.
 */
export function amountError(text: string, limits: AmountLimits = {}): ValidationMessage | null {
  const decimals = limits.decimals ?? DEFAULT_DECIMALS;
  if (text.trim() === '') return { key: 'validation_required' };
  const amount = parseAmount(text, decimals);
  if (amount === null) {
    const looksNumeric = /^\d+\.\d+$/u.test(text.replace(/[\s,]/gu, ''));
    return looksNumeric ? { key: 'amount_decimals', params: { decimals } } : { key: 'amount_invalid' };
  }
  const minor = toMinor(amount, decimals);
  if (minor <= 0) return { key: 'amount_invalid' };
  if (limits.min !== undefined && minor < toMinor(limits.min, decimals))
    return { key: 'amount_min', params: { min: limits.min } };
  if (limits.max !== undefined && minor > toMinor(limits.max, decimals))
    return { key: 'amount_max', params: { max: limits.max } };
  if (limits.available !== undefined && minor > toMinor(limits.available, decimals))
    return { key: 'amount_insufficient', params: { available: limits.available } };
  return null;
}
