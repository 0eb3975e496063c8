import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useLanguage } from '@/hooks/use-language';
import { useSdk } from '@/lib/app-services';
import { DateTime } from '@/components/ui/date-time';
import { RichText } from '@/components/ui/rich-text';
import './promotions.css';

/** `/promotions`: the brand's promotions, terms folded and sanitised. */
export function PromotionsPage() {
  const { t } = useTranslation();
  const sdk = useSdk();
  const { code } = useLanguage();
  const { data, error, isPending, refetch } = useQuery({
    queryKey: ['content', 'promotions', code],
    queryFn: ({ signal }) => sdk.content.listPromotions({ platform: 'W', language: code }, { signal }),
  });
  return (
    <div className="page">
      <h1 className="page__title">{t('nav.promotions')}</h1>
      {isPending ? <Spinner /> : null}
      {error ? <LoadError error={error} onRetry={() => void refetch()} /> : null}
      {data?.length === 0 ? <EmptyState title={t('promotions.empty')} /> : null}
      <div className="promotions">
        {data?.map((promotion) => (
          <article key={promotion.id} id={promotion.category ? promotion.category.toLowerCase() : undefined} className="promotion">
            {promotion.imageUrl ? <img src={promotion.imageUrl} alt="" loading="lazy" className="promotion__image" /> : null}
            <div className="promotion__body">
              <h2>{promotion.title}</h2>
              {promotion.summary ? <p>{promotion.summary}</p> : null}
              {promotion.startTime || promotion.endTime ? (
                <p className="time-note">
                  {promotion.startTime ? <DateTime value={promotion.startTime} /> : null} – {promotion.endTime ? <DateTime value={promotion.endTime} /> : null}
                </p>
              ) : null}
              {promotion.content ? (
                <details className="fold">
                  <summary>{t('promotions.terms')}</summary>
                  <RichText html={promotion.content} />
                </details>
              ) : null}
            </div>
          </article>
        ))}
      </div>
    </div>
  );
}
