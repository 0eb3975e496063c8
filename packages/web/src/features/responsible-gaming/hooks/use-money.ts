import { useCallback } from 'react';
import { useLanguage } from '@/hooks/use-language';
import { useSession } from '@/hooks/use-session';
import { formatMoney } from '@/lib/format';

/**
 * Amounts in the member's currency and language. The member feature has the same hook
 * (use-money-format); features do not import each other, so this one is the feature's own.
 */
export function useMoney(): (amount: number) => string {
  const { code } = useLanguage();
  const symbol = useSession().member?.currencySymbol ?? '';
  return useCallback((amount: number) => formatMoney(amount, code, symbol), [code, symbol]);
}
