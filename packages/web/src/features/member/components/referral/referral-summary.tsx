import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { useMoneyFormat } from '@/hooks/use-money-format';

/** How many friends were invited and qualified, and the rewards paid and pending. */
export function ReferralSummary({ data }: { data: Schemas['Referral'] }) {
  const { t } = useTranslation('memberSocial');
  const money = useMoneyFormat();
  const stats = [
    ['invited', String(data.invitedCount ?? 0)],
    ['qualified', String(data.qualifiedCount ?? 0)],
    ['totalReward', money(data.totalReward ?? 0)],
    ['pendingReward', money(data.pendingReward ?? 0)],
  ] as const;
  return (
    <>
      <h4>{t('referral.summary')}</h4>
      <dl className="referral__stats">
        {stats.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`referral.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
