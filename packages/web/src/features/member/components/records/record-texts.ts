import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '@/hooks/use-money-format';

/** A record's texts: the report frame's (`t`), the records' own (`r`), and money with the member's currency. */
export function useRecordTexts() {
  const { t } = useTranslation('agentReports');
  const { t: r } = useTranslation('memberRecords');
  return { t, r, money: useMoneyFormat() };
}
