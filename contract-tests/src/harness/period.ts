/** Date-range inputs of reports, filled from the provider's clock at verification. */
import { given, STATE, type ProviderState } from './states';

/** The recorded example range; the `period` state replaces it with the last `days` days. */
export const EXAMPLE_PERIOD = { startDate: '2026-11-01', endDate: '2026-11-22' } as const;

/** The state and input mapping of a report over the last `days` days. */
export function lastDays(days: number): { state: ProviderState; fromState: Record<string, string> } {
  return { state: given(STATE.period, { days }), fromState: { startDate: 'startDate', endDate: 'endDate' } };
}
