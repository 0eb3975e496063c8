import { useState } from 'react';
import { lastDaysRange, todayIn, type DateRange } from '@lobby/flows';

/**
 * A report's range (the last 7 days of the report timezone at first), its filters and its page; a
 * new range or filter goes back to page 1. `today` is fixed when the report opens.
 */
export function useReportState<F extends object>(initialFilters: F) {
  const [today] = useState(() => todayIn(Date.now()));
  const [state, setState] = useState(() => ({
    range: lastDaysRange(7, today),
    filters: initialFilters,
    pageNo: 1,
  }));
  const setFilter = <K extends keyof F>(key: K, value: F[K]) =>
    setState((s) => ({ ...s, filters: { ...s.filters, [key]: value }, pageNo: 1 }));
  return {
    today,
    range: state.range,
    filters: state.filters,
    pageNo: state.pageNo,
    /** The range and filters as one object, the shape the report calls take. */
    query: { ...state.range, ...state.filters },
    setRange: (range: DateRange) => setState((s) => ({ ...s, range, pageNo: 1 })),
    setFilter,
    /** One filter's value and its setter: the props of the control that filters by it. */
    filter: <K extends keyof F>(key: K) => ({
      value: state.filters[key],
      onChange: (value: F[K]) => setFilter(key, value),
    }),
    setPageNo: (pageNo: number) => setState((s) => ({ ...s, pageNo })),
  };
}
