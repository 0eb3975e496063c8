import { useTranslation } from 'react-i18next';
import { LinkShare } from '@/components/ui/link-share';
import { LoadError } from '@/components/ui/load-error';
import { RichText } from '@/components/ui/rich-text';
import { Spinner } from '@/components/ui/spinner';
import { useReferral } from '@/hooks/use-referral';
import { useSocialTexts } from '@/hooks/use-social-texts';
import { ReferralInvitees } from './referral-invitees';
import { ReferralJoin } from './referral-join';
import { ReferralSummary } from './referral-summary';
import '@/components/reports/reports.css';
import './referral.css';

/** `referral` (refer and earn): join invite friends (players only), the link and QR code, the friends referred and the rewards. */
export function Referral() {
  const { t } = useTranslation('memberSocial');
  const { t: linkTexts } = useTranslation('memberSocial', { keyPrefix: 'referral' });
  const texts = useSocialTexts();
  const referral = useReferral();
  if (texts.isPending || referral.isPending) return <Spinner />;
  if (referral.isError) return <LoadError error={referral.error} onRetry={() => void referral.refetch()} />;
  const data = referral.data;
  return (
    <section className="referral" aria-labelledby="referral-title">
      <h3 id="referral-title">{t('referral.title')}</h3>
      <p className="money-hint">{t('referral.lead')}</p>
      {!data.joined ? (
        <ReferralJoin />
      ) : (
        <>
          <LinkShare url={data.referralUrl} code={data.referralCode} t={linkTexts} />
          <ReferralSummary data={data} />
          <h4>{t('referral.people')}</h4>
          <ReferralInvitees invitees={data.invitees ?? []} />
        </>
      )}
      {data.rules ? (
        <details className="fold">
          <summary>{t('referral.rules')}</summary>
          <RichText html={data.rules} />
        </details>
      ) : null}
    </section>
  );
}
