import { useCallback } from 'react';
import { useLanguage } from '@/hooks/use-language';
import { useSession } from '@/hooks/use-session';
import { formatMoney, formatNumber } from '@/lib/format';

/** Points and money in the current language (money with the member's currency symbol). */
export function usePointsFormat() {
  const { code } = useLanguage();
  const symbol = useSession().member?.currencySymbol ?? '';
  const points = useCallback((value: number) => formatNumber(value, code), [code]);
  const money = useCallback((value: number) => formatMoney(value, code, symbol), [code, symbol]);
  return { points, money };
}
