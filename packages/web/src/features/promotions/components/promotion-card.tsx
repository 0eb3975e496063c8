import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { DateTime } from '@/components/ui/date-time';
import { RichText } from '@/components/ui/rich-text';
import { safeUrl } from '@/lib/safe-url';
import { PromotionActions } from './promotion-actions';

/** One promotion: its status, the most one member can get, dates, folded terms, and what can be done with it. */
export function PromotionCard({
  promotion,
  format,
  anchor,
}: {
  promotion: Schemas['Promotion'];
  format: (amount: number) => string;
  /** The category's anchor (`/promotions#daily`), given to the first card of each category only: ids are unique. */
  anchor?: string;
}) {
  const { t } = useTranslation('memberPromotions');
  const { t: common } = useTranslation();
  const headingId = `promotion-${promotion.id}`;
  const image = safeUrl(promotion.imageUrl);
  return (
    <article id={anchor} className="promotion" aria-labelledby={headingId}>
      {image ? <img src={image} alt="" loading="lazy" className="promotion__image" /> : null}
      <div className="promotion__body">
        <h2 id={headingId}>{promotion.title}</h2>
        <p className={`promotion__status promotion__status--${promotion.status}`}>
          {t(`status.${promotion.status}`)}
        </p>
        {promotion.maxReward ? (
          <p className="promotion__reward">{t('maxReward', { amount: format(promotion.maxReward) })}</p>
        ) : null}
        {promotion.summary ? <p>{promotion.summary}</p> : null}
        {promotion.startTime || promotion.endTime ? (
          <p className="time-note">
            {promotion.startTime ? <DateTime value={promotion.startTime} /> : null} –{' '}
            {promotion.endTime ? <DateTime value={promotion.endTime} /> : null}
          </p>
        ) : null}
        {promotion.content ? (
          <details className="fold">
            <summary>{common('promotions.terms')}</summary>
            <RichText html={promotion.content} />
          </details>
        ) : null}
        <PromotionActions promotion={promotion} format={format} />
      </div>
    </article>
  );
}
