import { useCallback } from 'react';
import { useSession } from '@/hooks/use-session';
import { useLanguage } from '@/hooks/use-language';
import { formatMoney } from '@/lib/format';

/** Formats amounts with the member's currency symbol in the current language. */
export function useMoneyFormat(): (amount: number) => string {
  const { code } = useLanguage();
  const { member } = useSession();
  const symbol = member?.currencySymbol ?? '';
  return useCallback((amount: number) => formatMoney(amount, code, symbol), [code, symbol]);
}
