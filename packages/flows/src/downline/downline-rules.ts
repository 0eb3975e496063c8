import { DOWNLINE_REMARK_MAX, REBATE_RATE_DECIMALS } from '../constants.js';
import type { ValidationMessage } from '../validation/messages.js';

const RATE = new RegExp(`^[0-9]+(\\.[0-9]{1,${REBATE_RATE_DECIMALS}})?$`, 'u');

/** A rebate rate as typed, as a number (percent); undefined when blank or not a plain decimal. */
export function parseRebateRate(value: string): number | undefined {
  const trimmed = value.trim();
  return RATE.test(trimmed) ? Number(trimmed) : undefined;
}

/**
 * A rebate rate as typed: blank (none given), or a percent from 0 with at most two decimals, at most
 * `max` (the agent's own rate) when the agent's rate is known; the server checks it again either way.
 */
export function rebateRateError(value: string, max: number | null): ValidationMessage | null {
  if (value.trim() === '') return null;
  const rate = parseRebateRate(value);
  if (rate === undefined) return { key: 'rebate_rate_invalid', params: { decimals: REBATE_RATE_DECIMALS } };
  return max !== null && rate > max ? { key: 'rebate_rate_max', params: { max } } : null;
}

/** A remark of at most 140 characters (counted as the user sees them). */
export function remarkError(value: string | undefined): ValidationMessage | null {
  return [...(value ?? '').trim()].length > DOWNLINE_REMARK_MAX
    ? { key: 'validation_max_length', params: { max: DOWNLINE_REMARK_MAX } }
    : null;
}

/** The trimmed value, or nothing when blank: optional fields are left out of a request rather than sent empty. */
export const optionalField = <K extends string>(
  key: K,
  value: string | undefined,
): Partial<Record<K, string>> => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? {} : ({ [key]: trimmed } as Record<K, string>);
};
