import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { useDialog } from '@/hooks/use-dialog';
import { useModals } from '@/hooks/use-modals';
import { useLoadingOverlay } from '@/components/ui/loading-overlay';
import { useAppNavigate } from '@/hooks/use-app-navigate';
import { useLanguage } from '@/hooks/use-language';
import { useSession } from '@/hooks/use-session';
import { useSdk } from '@/lib/app-services';
import { importWithTimeout } from '@/lib/lazy-with-timeout';

// The launch machine and its wiring are a chunk of their own, fetched on the first press: every page draws game
// cards, few of its loads press one, and the start-up script would carry them for all.
const loadLaunch = () => import('./launch-game');

/**
 * The app's game launcher (launch-game.ts: login check, trial warning, provider routing, game popup). The first
 * press shows the busy overlay while the launch's code arrives; a download that fails says so in a dialog.
 */
export function useLaunchGame(): (card: Schemas['GameCard']) => void {
  const { t } = useTranslation();
  const sdk = useSdk();
  const queryClient = useQueryClient();
  const session = useSession();
  const modals = useModals();
  const dialog = useDialog();
  const overlay = useLoadingOverlay();
  const navigate = useAppNavigate();
  const { code } = useLanguage();

  return useCallback(
    (card: Schemas['GameCard']) => {
      overlay.show();
      importWithTimeout(loadLaunch).then(
        ({ launchGame }) =>
          launchGame(
            { sdk, queryClient, language: code, session, modals, dialog, overlay, navigate, t },
            card,
          ),
        () => {
          overlay.hide();
          void dialog.show({ title: t('games.launch'), message: t('errors.chunk_failed'), icon: 'error' });
        },
      );
    },
    [sdk, queryClient, code, session, modals, navigate, overlay, dialog, t],
  );
}
