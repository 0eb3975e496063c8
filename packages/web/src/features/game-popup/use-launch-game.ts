import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { createActor } from 'xstate';
import { gameLaunchActors, gameLaunchMachine, memberRole } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { useDialog } from '@/components/dialog/dialog-service';
import { useModals } from '@/components/modal/modal-stack';
import { useLoadingOverlay } from '@/components/ui/loading-overlay';
import { gameListRoutes, hrefs, type RouteName } from '@/config/paths';
import { useAppNavigate } from '@/hooks/use-app-navigate';
import { useLanguage } from '@/hooks/use-language';
import { useSession } from '@/hooks/use-session';
import { useSdk } from '@/lib/app-services';
import { describeError } from '@/lib/error-keys';

/** The list page of a vendor's games: its category's list when it has one, else the slots list. */
function gameListOf(card: Schemas['GameCard']): string {
  const category = card.gameType.toLowerCase();
  const route = (gameListRoutes as readonly string[]).includes(category) ? (category as RouteName) : 'rng';
  return hrefs.category(route, card.vassalage);
}

/**
 * Game launch on the flows' machine (one actor per press): a visitor gets the login popup, a trial
 * member the real-account warning; lottery and RNG cards route to their pages, vendor cards to their
 * game list, and games start in the sandboxed game popup (or a new window, or by redirect).
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
      const machine = gameLaunchMachine.provide({
        actors: gameLaunchActors(sdk, { platform: 'html5-desktop', language: code, backUrl: window.location.href }),
      });
      const role = session.member ? memberRole(session.member.type) : null;
      const actor = createActor(machine, { input: { loggedIn: session.loggedIn, role, game: card } });
      const title = card.displayName ?? card.gameName ?? card.nodeName ?? card.vassalage;
      actor.on('openLogin', () => modals.open({ name: 'login' }));
      actor.on('navigate', ({ to }) => navigate(to));
      actor.on('openGameList', () => navigate(gameListOf(card)));
      actor.on('openGame', ({ url, mode }) => {
        if (mode === 'iframe') modals.open({ name: 'game', url, title });
        else if (mode === 'popup') window.open(url, '_blank', 'noopener,noreferrer');
        else window.location.assign(url);
      });
      actor.subscribe((snapshot) => {
        if (snapshot.matches('launching')) return overlay.show();
        overlay.hide();
        if (snapshot.matches('needsRealAccount') || snapshot.matches('failed')) {
          void dialog.show({ title: t('games.launch'), message: describeError(t, snapshot.context.error), icon: snapshot.matches('failed') ? 'error' : 'warning' });
          actor.stop();
        }
      });
      actor.start();
    },
    [sdk, code, session, modals, navigate, overlay, dialog, t],
  );
}
