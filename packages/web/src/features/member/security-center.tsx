import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useModals } from '@/hooks/use-modals';
import { useSession } from '@/hooks/use-session';
import { DateTime } from '@/components/ui/date-time';
import { Spinner } from '@/components/ui/spinner';
import { lazyPage } from '@/lib/lazy-with-timeout';
import { MoneySection } from '@/components/money/money-section';

const PaymentPasswordBlock = lazyPage(
  () => import('@/components/money/payment-password-block'),
  'PaymentPasswordBlock',
);

/** The default member section: who is logged in, and the password change. */
export function SecurityCenter() {
  const { t } = useTranslation();
  const { member, isTrial } = useSession();
  const modals = useModals();
  if (!member) return null;
  // Phone numbers and times stay left to right inside Arabic or Urdu text.
  const rows: [string, ReactNode][] = [
    [t('member.account'), member.account],
    [t('member.nickname'), member.nickname],
    [
      t('member.mobile'),
      member.mobileNum ? (
        <span dir="ltr">{`${member.countryDialingCode ?? ''} ${member.mobileNum}`}</span>
      ) : null,
    ],
    [t('member.email'), member.email],
    [t('member.payeeName'), member.payeeName],
    [t('member.vip'), member.vipLabelName],
    [t('member.lastLogin'), member.lastLoginTime ? <DateTime value={member.lastLoginTime} /> : null],
  ];
  return (
    <div>
      <dl className="info-list">
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      {isTrial ? null : (
        <>
          <p>
            <button type="button" className="button" onClick={() => modals.open({ name: 'changePassword' })}>
              {t('auth.changePassword')}
            </button>
          </p>
          <MoneySection>
            <Suspense fallback={<Spinner />}>
              <PaymentPasswordBlock />
            </Suspense>
          </MoneySection>
        </>
      )}
    </div>
  );
}
