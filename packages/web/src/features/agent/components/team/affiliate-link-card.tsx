import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { safeUrl } from '@/lib/safe-url';
import { useAffiliateLink } from '../../api/get-affiliate-link';
import { useCopy } from '@/hooks/use-copy';
import { CopyRow } from './copy-button';
import { CopyStatus } from './copy-status';
import { QrCode } from '@/components/ui/qr-code';
import { QR_SIZE } from '@/config/constants';

/** The agent's own sign-up link (a visitor registering through it becomes a direct player downline), its code and QR code. */
export function AffiliateLinkCard() {
  const { t } = useTranslation('agentTeam');
  const link = useAffiliateLink();
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
        <AffiliateLink url={url} code={link.data.code} />
      ) : (
        <p role="alert">{t('affiliate.unsafe')}</p>
      )}
    </section>
  );
}

/** The link (checked safe) as a QR code, then the link and the code, each to copy. */
function AffiliateLink({ url, code }: { url: string; code: string }) {
  const { t } = useTranslation('agentTeam');
  const { copy, copied, failed } = useCopy();
  return (
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
        <CopyRow label={t('affiliate.link')} onCopy={() => void copy(t('affiliate.link'), url)}>
          <a href={url} target="_blank" rel="noopener noreferrer" className="team-affiliate__url">
            {url}
          </a>
        </CopyRow>
        <CopyRow label={t('affiliate.code')} onCopy={() => void copy(t('affiliate.code'), code)}>
          <code>{code}</code>
        </CopyRow>
      </dl>
      <CopyStatus copied={copied} failed={failed} />
    </>
  );
}
