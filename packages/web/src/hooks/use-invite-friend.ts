import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialog } from '@/hooks/use-dialog';
import { useModals } from '@/hooks/use-modals';
import { describeError } from '@/lib/error-keys';
import { useSdk } from '@/lib/app-services';
import { useSession } from './use-session';

/** The side menu's invite-friends action: login first, real player accounts only. */
export function useInviteFriend(): () => Promise<void> {
  const { t } = useTranslation();
  const sdk = useSdk();
  const dialog = useDialog();
  const modals = useModals();
  const session = useSession();
  return useCallback(async () => {
    if (!session.loggedIn) return modals.open({ name: 'login' });
    if (session.isTrial) {
      await dialog.show({
        title: t('side.inviteFriends'),
        message: t('errors.in_need_true_account'),
        icon: 'warning',
      });
      return;
    }
    if (session.isAgent) {
      await dialog.show({
        title: t('side.inviteFriends'),
        message: t('errors.invite_player_only'),
        icon: 'warning',
      });
      return;
    }
    try {
      await sdk.member.applyInviteFriend({});
      await dialog.show({ title: t('side.inviteFriends'), message: t('side.inviteSent'), icon: 'success' });
    } catch (error) {
      await dialog.show({ title: t('side.inviteFriends'), message: describeError(t, error), icon: 'error' });
    }
  }, [session, modals, dialog, t, sdk]);
}
