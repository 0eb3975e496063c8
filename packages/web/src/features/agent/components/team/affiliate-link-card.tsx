import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { safeUrl } from '@/lib/safe-url';
import { useAffiliateLink } from '../../api/get-affiliate-link';
import { useCopy } from '@/hooks/use-copy';
import { CopyButton } from './copy-button';
import { CopyStatus } from './copy-status';
import { QrCode } from '@/components/ui/qr-code';
import { QR_SIZE } from '@/config/constants';

/** The agent's own sign-up link (a visitor registering through it becomes a direct player downline), its code and QR code. */
export function AffiliateLinkCard() {
  const { t } = useTranslation('agentTeam');
  const link = useAffiliateLink();
  const { copy, copied, failed } = useCopy();
  const url = safeUrl(link.data?.url);
  return (
    <section className="team-affiliate" aria-labelledby="affiliate-title">
      <h3 id="affiliate-title">{t('affiliate.title')}</h3>
      <p className="money-hint">{t('affiliate.lead')}</p>
      {link.isPending ? (
        <Spinner />
      ) : link.isError ? (
        <LoadError error={link.error} onRetry={() => void link.refetch()} />
      ) : url ? (
        <>
          <figure className="team-affiliate__qr">
            <QrCode
              value={url}
              size={QR_SIZE}
              title={t('affiliate.qr')}
              placeholderClass="team-affiliate__qr-placeholder"
            />
          </figure>
          <dl className="team-details__list">
            <div className="team-details__row">
              <dt>{t('affiliate.link')}</dt>
              <dd>
                <a href={url} target="_blank" rel="noopener noreferrer" className="team-affiliate__url">
                  {url}
                </a>
                <CopyButton label={t('affiliate.link')} onCopy={() => void copy(t('affiliate.link'), url)} />
              </dd>
            </div>
            <div className="team-details__row">
              <dt>{t('affiliate.code')}</dt>
              <dd>
                <code>{link.data.code}</code>
                <CopyButton
                  label={t('affiliate.code')}
                  onCopy={() => void copy(t('affiliate.code'), link.data.code)}
                />
              </dd>
            </div>
          </dl>
          <CopyStatus copied={copied} failed={failed} />
        </>
      ) : (
        <p role="alert">{t('affiliate.unsafe')}</p>
      )}
    </section>
  );
}
