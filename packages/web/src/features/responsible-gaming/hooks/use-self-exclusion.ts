import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import { selfExclusionActors, selfExclusionMachine } from '@lobby/flows';
import { useDialog } from '@/hooks/use-dialog';
import { useLogout } from '@/hooks/use-logout';
import { useSession } from '@/hooks/use-session';
import { formatDateTime } from '@/lib/format';
import { useSdk } from '@/lib/app-services';

/** The self-exclusion machine; once the server has ended the session, the member is logged out and told until when. */
export function useSelfExclusion() {
  const { t } = useTranslation('memberSafer');
  const sdk = useSdk();
  const dialog = useDialog();
  const logout = useLogout(useSession().isAgent, { ask: false });
  const [machine] = useState(() => selfExclusionMachine.provide({ actors: selfExclusionActors(sdk) }));
  const [snapshot, send, actor] = useMachine(machine);
  useEffect(() => {
    const subscription = actor.on('excluded', ({ exclusion }) => {
      void logout().then(() =>
        dialog.show({
          title: t('exclusion.doneTitle'),
          message:
            exclusion.endTime === null
              ? t('exclusion.donePermanent')
              : t('exclusion.doneUntil', { time: formatDateTime(exclusion.endTime) }),
          icon: 'info',
        }),
      );
    });
    return () => subscription.unsubscribe();
  }, [actor, logout, dialog, t]);
  return [snapshot, send] as const;
}
