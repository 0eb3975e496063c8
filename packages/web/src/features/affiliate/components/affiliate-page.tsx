import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { hrefs } from '@/config/paths';
import { useSession } from '@/hooks/use-session';
import { useAffiliateTexts } from '../hooks/use-affiliate-texts';
import { AffiliateApplication } from './affiliate-application';
import './affiliate.css';

/** `/affiliate`: the affiliate application for visitors and players; an agent is told it already is one. */
export function AffiliatePage() {
  const { t } = useTranslation('memberAffiliate');
  const texts = useAffiliateTexts();
  const session = useSession();
  if (texts.isError) return <LoadError error={texts.error} onRetry={() => void texts.refetch()} />;
  if (!texts.data || session.pending) return <Spinner />;
  if (session.isAgent) {
    return (
      <div className="page affiliate">
        <h1 className="page__title">{t('already.title')}</h1>
        <p>{t('already.body')}</p>
        <Link className="button button--primary" to={hrefs.agentHome()}>
          {t('already.action')}
        </Link>
      </div>
    );
  }
  // Keyed by member, so a login or logout on another tab starts the form from that member's details.
  return <AffiliateApplication key={session.member?.id ?? 'visitor'} member={session.member} />;
}
