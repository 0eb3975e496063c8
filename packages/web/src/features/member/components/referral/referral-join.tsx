import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/form/form-error';
import { useSession } from '@/hooks/use-session';
import { useApplyInviteFriend } from '../../api/apply-invite-friend';

/** Joining invite friends: for player accounts only; agents and trial members get the spec's message, not the button. */
export function ReferralJoin() {
  const { t } = useTranslation('memberSocial');
  const { isAgent, isTrial } = useSession();
  const join = useApplyInviteFriend();
  if (isAgent || isTrial) return <p role="note">{t('referral.playerOnly')}</p>;
  return (
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
  );
}
