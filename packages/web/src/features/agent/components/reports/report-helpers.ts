import { useTranslation } from 'react-i18next';
import type { DateRange } from '@lobby/flows';
import { useLanguage } from '@/hooks/use-language';
import { formatMoney } from '@/lib/format';

/** Money in the language's style, for cells, totals and chart labels. */
export function useMoney(): (amount: number) => string {
  const { code } = useLanguage();
  return (amount) => formatMoney(amount, code);
}

/** The reports' texts and the empty state naming the range. */
export function useReportTexts() {
  const { t } = useTranslation('agentReports');
  return { t, empty: (what: 'bets' | 'statements' | 'revenue' | 'transactions' | 'dividends' | 'wages', range: DateRange) => t(`empty.${what}`, { ...range }) };
}

/** An export's file name: the report and its range. */
export const csvFileName = (report: string, range: DateRange): string => `${report}_${range.startDate}_${range.endDate}.csv`;

/** A money cell's colour: in (positive) or out (negative). */
export const tone = (amount: number): 'in' | 'out' | undefined => (amount > 0 ? 'in' : amount < 0 ? 'out' : undefined);

/** The class of a money cell: green in, red out. */
export const toneClass = (amount: number): string | undefined => (tone(amount) ? `amount--${tone(amount)}` : undefined);

/** The pager's props from a page answer and the report's page state. */
export const pageProps = (data: { pageSize: number; total: number }, report: { pageNo: number; setPageNo: (pageNo: number) => void }, busy: boolean) => ({
  pageNo: report.pageNo,
  pageSize: data.pageSize,
  total: data.total,
  onPage: report.setPageNo,
  busy,
});
