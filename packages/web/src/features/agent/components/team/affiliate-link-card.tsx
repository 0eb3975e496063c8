import { useTranslation } from 'react-i18next';
import { LinkShare } from '@/components/ui/link-share';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useAffiliateLink } from '../../api/get-affiliate-link';

/** The agent's own sign-up link (a visitor registering through it becomes a direct player downline), its code and QR code. */
export function AffiliateLinkCard() {
  const { t } = useTranslation('agentTeam');
  const { t: linkTexts } = useTranslation('agentTeam', { keyPrefix: 'affiliate' });
  const link = useAffiliateLink();
  return (
    <section className="team-affiliate" aria-labelledby="affiliate-title">
      <h3 id="affiliate-title">{t('affiliate.title')}</h3>
      <p className="money-hint">{t('affiliate.lead')}</p>
      {link.isPending ? (
        <Spinner />
      ) : link.isError ? (
        <LoadError error={link.error} onRetry={() => void link.refetch()} />
      ) : (
        <LinkShare url={link.data.url} code={link.data.code} t={linkTexts} />
      )}
    </section>
  );
}
