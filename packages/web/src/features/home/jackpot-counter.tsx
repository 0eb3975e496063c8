import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';
import { useSiteConfig } from '@/hooks/use-site-config';
import { formatMoney } from '@/lib/format';
import { useDemoJackpot } from './use-demo-jackpot';
import { useReducedMotion } from '@/components/games/use-reduced-motion';
import { useTweened } from './use-tweened';

/**
 * The animated jackpot counter (the spec's demo pool). The digits roll between values unless the
 * visitor prefers reduced motion; screen readers get the amount, not every frame.
 */
export function JackpotCounter() {
  const { t } = useTranslation('games');
  const { code } = useLanguage();
  const site = useSiteConfig();
  const reduced = useReducedMotion();
  const value = useDemoJackpot();
  const shown = useTweened(value, 900, reduced);
  return (
    <section className="jackpot" aria-labelledby="jackpot-title">
      <h2 id="jackpot-title" className="jackpot__title">
        {t('home.jackpot')}
      </h2>
      <p className="jackpot__amount" aria-hidden="true">
        {formatMoney(Math.round(shown), code, site.currencySymbol)}
      </p>
      <p className="visually-hidden">{formatMoney(value, code, site.currencySymbol)}</p>
    </section>
  );
}
