import type { DateRange } from '@lobby/flows';

/** An export's file name: the report and its range. */
export const csvFileName = (report: string, range: DateRange): string =>
  `${report}_${range.startDate}_${range.endDate}.csv`;

/** A money cell's colour: in (positive) or out (negative). */
export const tone = (amount: number): 'in' | 'out' | undefined =>
  amount > 0 ? 'in' : amount < 0 ? 'out' : undefined;

/** The class of a money cell: green in, red out. */
export const toneClass = (amount: number): string | undefined =>
  tone(amount) ? `amount--${tone(amount)}` : undefined;

/** The pager's props from an answer and the report's page state; none for an answer without a total (one page). */
export const pageProps = (
  data: { pageSize?: number; total?: number },
  report: { pageNo: number; setPageNo: (pageNo: number) => void },
  busy: boolean,
) =>
  data.total === undefined || data.pageSize === undefined
    ? undefined
    : { pageNo: report.pageNo, pageSize: data.pageSize, total: data.total, onPage: report.setPageNo, busy };
