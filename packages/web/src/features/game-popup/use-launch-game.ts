import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { useDialog } from '@/components/dialog/dialog-service';
import { useModals } from '@/components/modal/modal-stack';
import { useLoadingOverlay } from '@/components/ui/loading-overlay';
import { useAppNavigate } from '@/hooks/use-app-navigate';
import { useLanguage } from '@/hooks/use-language';
import { useSession } from '@/hooks/use-session';
import { useSdk } from '@/lib/app-services';
import { describeError } from '@/lib/error-keys';
import { launchTarget } from './launch-target';

/**
 * Game launch (section 4): a visitor gets the login popup, a trial member the real-account warning;
 * otherwise lottery and RNG vendor cards route to their pages and games start in the game popup.
 */
export function useLaunchGame(): (card: Schemas['GameCard']) => void {
  const { t } = useTranslation();
  const sdk = useSdk();
  const session = useSession();
  const modals = useModals();
  const dialog = useDialog();
  const overlay = useLoadingOverlay();
  const navigate = useAppNavigate();
  const { code } = useLanguage();

  return useCallback(
    (card: Schemas['GameCard']) => {
      if (!session.loggedIn) return modals.open({ name: 'login' });
      if (session.isTrial) {
        void dialog.show({ title: t('games.launch'), message: t('errors.in_need_true_account'), icon: 'warning' });
        return;
      }
      const target = launchTarget(card);
      if (target) return navigate(target);
      overlay.show();
      const title = card.displayName ?? card.gameName ?? card.nodeName ?? card.vassalage;
      sdk.games
        .launchGame({ nodeId: card.nodeId, vassalage: card.vassalage, gameType: card.gameType, platform: 'html5-desktop', language: code, backUrl: window.location.href })
        .then((launch) => {
          overlay.hide();
          if (launch.mode === 'iframe') modals.open({ name: 'game', url: launch.url, title });
          else if (launch.mode === 'popup') window.open(launch.url, '_blank', 'noopener,noreferrer');
          else window.location.assign(launch.url);
        })
        .catch((error: unknown) => {
          overlay.hide();
          void dialog.show({ title: t('games.launch'), message: describeError(t, error), icon: 'error' });
        });
    },
    [session, modals, dialog, t, navigate, overlay, sdk, code],
  );
}
