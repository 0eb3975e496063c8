import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { safeUrl } from '@/lib/safe-url';
import { useAffiliateLink } from '../../api/get-affiliate-link';
import { useCopy } from '@/hooks/use-copy';
import { CopyButton } from './copy-button';
import { CopyStatus } from './copy-status';

// The same lazily loaded generator the side menu draws its QR codes with: one chunk, loaded with the first code.
const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));
/** The affiliate QR code's size, in CSS pixels. */
const QR_SIZE = 120;

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
            <Suspense fallback={<span className="team-affiliate__qr-placeholder" />}>
              <QRCodeSVG value={url} size={QR_SIZE} marginSize={2} title={t('affiliate.qr')} />
            </Suspense>
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
