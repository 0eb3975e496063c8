import { useTranslation } from 'react-i18next';
import { useModals } from '@/components/modal/modal-stack';
import { useSession } from '@/hooks/use-session';
import { formatDateTime } from '@/lib/format';

/** The default member section: who is logged in, and the password change. */
export function SecurityCenter() {
  const { t } = useTranslation();
  const { member, isTrial } = useSession();
  const modals = useModals();
  if (!member) return null;
  const rows: [string, string | null | undefined][] = [
    [t('member.account'), member.account],
    [t('member.nickname'), member.nickname],
    [t('member.mobile'), member.mobileNum ? `${member.countryDialingCode ?? ''} ${member.mobileNum}` : null],
    [t('member.email'), member.email],
    [t('member.payeeName'), member.payeeName],
    [t('member.vip'), member.vipLabelName],
    [t('member.lastLogin'), member.lastLoginTime ? formatDateTime(member.lastLoginTime) : null],
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
        <p>
          <button type="button" className="button" onClick={() => modals.open({ name: 'changePassword' })}>
            {t('auth.changePassword')}
          </button>
        </p>
      )}
    </div>
  );
}
