/** Date-range inputs of reports, filled from the provider's clock at verification. */
import { given, STATE, type ProviderState } from './states';

/** The recorded example range; the `period` state replaces it with the last `days` days. */
export const EXAMPLE_PERIOD = { startDate: '2026-11-01', endDate: '2026-11-22' } as const;

/** A report period: its state, the input fields it fills, and both as a case's fields. */
export interface Period {
  state: ProviderState;
  fromState: Record<string, string>;
  /** A case's `states` (the period's, then `states`) and `fromState`, to spread into the case. */
  with(...states: ProviderState[]): { states: ProviderState[]; fromState: Record<string, string> };
}

/** The state and input mapping of a report over the last `days` days. */
export function lastDays(days: number): Period {
  const state = given(STATE.period, { days });
  const fromState = { startDate: 'startDate', endDate: 'endDate' };
  return { state, fromState, with: (...states) => ({ states: [state, ...states], fromState }) };
}
