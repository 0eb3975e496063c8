import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { FormError } from '@/components/form/form-error';
import type { ReportColumn } from '@/components/reports/report-columns';
import { ReportTable } from '@/components/reports/report-table';
import { DateTime } from '@/components/ui/date-time';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { RichText } from '@/components/ui/rich-text';
import { Spinner } from '@/components/ui/spinner';
import { useReferral } from '@/hooks/use-referral';
import { useSession } from '@/hooks/use-session';
import { useSocialTexts } from '@/hooks/use-social-texts';
import { useApplyInviteFriend } from '../../api/apply-invite-friend';
import { useMoneyFormat } from '@/hooks/use-money-format';
import { ReferralLink } from './referral-link';
import '@/components/reports/reports.css';
import './referral.css';

/** `referral` (refer and earn): join invite friends (players only), the link and QR code, the friends referred and the rewards. */
export function Referral() {
  const { t } = useTranslation('memberSocial');
  const texts = useSocialTexts();
  const { isAgent, isTrial } = useSession();
  const referral = useReferral();
  const join = useApplyInviteFriend();
  const money = useMoneyFormat();
  if (texts.isPending || referral.isPending) return <Spinner />;
  if (referral.isError) return <LoadError error={referral.error} onRetry={() => void referral.refetch()} />;
  const data = referral.data;
  const columns: ReportColumn<Schemas['ReferralInvitee']>[] = [
    { header: 'memberSocial:referral.account', cell: (r) => r.account },
    { header: 'memberSocial:referral.registered', cell: (r) => <DateTime value={r.registerTime} /> },
    {
      header: 'memberSocial:referral.status',
      cell: (r) => t(r.qualified ? 'referral.isQualified' : 'referral.notQualified'),
    },
    { header: 'memberSocial:referral.reward', numeric: true, cell: (r) => money(r.reward) },
  ];
  const stats = [
    ['invited', String(data.invitedCount ?? 0)],
    ['qualified', String(data.qualifiedCount ?? 0)],
    ['totalReward', money(data.totalReward ?? 0)],
    ['pendingReward', money(data.pendingReward ?? 0)],
  ] as const;
  return (
    <section className="referral" aria-labelledby="referral-title">
      <h3 id="referral-title">{t('referral.title')}</h3>
      <p className="money-hint">{t('referral.lead')}</p>
      {!data.joined ? (
        // Invite friends is for player accounts: agents and trial members get the spec's message, not the button.
        isAgent || isTrial ? (
          <p role="note">{t('referral.playerOnly')}</p>
        ) : (
          <>
            <button
              type="button"
              className="button button--primary"
              disabled={join.isPending}
              onClick={() => join.mutate()}
            >
              {t('referral.join')}
            </button>
            <FormError error={join.error} />
          </>
        )
      ) : (
        <>
          <ReferralLink url={data.referralUrl} code={data.referralCode} />
          <h4>{t('referral.summary')}</h4>
          <dl className="referral__stats">
            {stats.map(([key, value]) => (
              <div key={key}>
                <dt>{t(`referral.${key}`)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <h4>{t('referral.people')}</h4>
          {(data.invitees ?? []).length === 0 ? (
            <EmptyState title={t('referral.nobody')} />
          ) : (
            <ReportTable
              caption={t('referral.people')}
              columns={columns}
              rows={data.invitees ?? []}
              rowKey={(r) => `${r.account}-${r.registerTime}`}
            />
          )}
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
