import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';
import { useSiteConfig } from '@/hooks/use-site-config';
import { formatMoney } from '@/lib/format';
import { useDemoJackpot } from './use-demo-jackpot';
import { useReducedMotion } from '@/components/ui/use-reduced-motion';
import { useTweenedText } from './use-tweened';

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
  const amount = useRef<HTMLParagraphElement>(null);
  const format = useCallback(
    (next: number) => formatMoney(next, code, site.currencySymbol),
    [code, site.currencySymbol],
  );
  useTweenedText(amount, value, format, 900, reduced);
  // React writes the first text only; the frames after that are the tween's (see useTweenedText).
  const [firstText] = useState(() => format(value));
  return (
    <section className="jackpot" aria-labelledby="jackpot-title">
      <h2 id="jackpot-title" className="jackpot__title">
        {t('home.jackpot')}
      </h2>
      <p ref={amount} className="jackpot__amount" aria-hidden="true">
        {firstText}
      </p>
      <p className="visually-hidden">{formatMoney(value, code, site.currencySymbol)}</p>
    </section>
  );
}
