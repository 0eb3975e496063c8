import { useCallback } from 'react';
import { useLanguage } from '@/hooks/use-language';
import { useSession } from '@/hooks/use-session';
import { formatMoney } from '@/lib/format';

/** Formats amounts with the member's currency symbol (none for a visitor) in the current language. */
export function useRewardMoney(): (amount: number) => string {
  const { code } = useLanguage();
  const symbol = useSession().member?.currencySymbol ?? '';
  return useCallback((amount: number) => formatMoney(amount, code, symbol), [code, symbol]);
}
