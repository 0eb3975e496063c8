import { useTranslation } from 'react-i18next';
import type { DateRange } from '@lobby/flows';
import { useLanguage } from '@/hooks/use-language';
import { formatMoney } from '@/lib/format';

/** Money in the language's style, for cells, totals and chart labels. */
export function useMoney(): (amount: number) => string {
  const { code } = useLanguage();
  return (amount) => formatMoney(amount, code);
}

/** The reports' texts, their money, and the empty state naming the range. */
export function useReportTexts() {
  const { t } = useTranslation('agentReports');
  return {
    t,
    money: useMoney(),
    empty: (
      what: 'bets' | 'statements' | 'revenue' | 'transactions' | 'dividends' | 'wages',
      range: DateRange,
    ) => t(`empty.${what}`, { ...range }),
  };
}
