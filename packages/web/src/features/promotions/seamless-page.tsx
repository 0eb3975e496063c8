import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { hrefs } from '@/config/paths';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useMerchantWallet } from '@/hooks/use-merchant-wallet';
import { FormError } from '@/components/form/form-error';

/** `/seamless`: explains the brand's wallet mode (single seamless wallet or one wallet per vendor). */
export function SeamlessPage() {
  const { t } = useTranslation();
  const { data, error, isPending } = useMerchantWallet();
  return (
    <div className="page">
      <h1 className="page__title">{t('seamless.title')}</h1>
      {isPending ? <Spinner /> : null}
      <FormError error={error} />
      {data ? (
        <EmptyState
          title={data.isSingle ? t('seamless.single') : t('seamless.multi')}
          action={
            data.isSingle ? null : (
              <Link className="button button--primary" to={hrefs.member('transferFund')}>
                {t('member.tabs.transferFund')}
              </Link>
            )
          }
        />
      ) : null}
    </div>
  );
}
