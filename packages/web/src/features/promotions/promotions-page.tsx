import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useLanguage } from '@/hooks/use-language';
import { usePromotionTexts } from '@/hooks/use-promotion-texts';
import { useSession } from '@/hooks/use-session';
import { formatMoney } from '@/lib/format';
import { usePromotions } from './api/list-promotions';
import { MyApplications } from './components/my-applications';
import { PromotionCard } from './components/promotion-card';
import './promotions.css';
import './promotions-apply.css';

/** `/promotions`: the brand's promotions with their statuses, apply and raffle claim; the member's applications below. */
export function PromotionsPage() {
  const { t } = useTranslation();
  const texts = usePromotionTexts();
  const { code } = useLanguage();
  const { member, loggedIn } = useSession();
  const symbol = member?.currencySymbol ?? '';
  const format = useCallback((amount: number) => formatMoney(amount, code, symbol), [code, symbol]);
  const { data, error, isPending, refetch } = usePromotions();
  const textsError = texts.error;
  return (
    <div className="page">
      <h1 className="page__title">{t('nav.promotions')}</h1>
      {isPending || texts.isPending ? <Spinner /> : null}
      {error || textsError ? (
        <LoadError error={error ?? textsError} onRetry={() => void (error ? refetch() : texts.refetch())} />
      ) : null}
      {texts.isSuccess && data?.length === 0 ? <EmptyState title={t('promotions.empty')} /> : null}
      {texts.isSuccess && data ? (
        <>
          <div className="promotions">
            {data.map((promotion, index) => {
              const category = promotion.category?.toLowerCase();
              const first =
                category && data.findIndex((p) => p.category?.toLowerCase() === category) === index;
              return (
                <PromotionCard
                  key={promotion.id}
                  promotion={promotion}
                  format={format}
                  anchor={first ? category : undefined}
                />
              );
            })}
          </div>
          {loggedIn ? <MyApplications format={format} /> : null}
        </>
      ) : null}
    </div>
  );
}
