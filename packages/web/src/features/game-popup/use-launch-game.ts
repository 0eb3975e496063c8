import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createActor } from 'xstate';
import { gameLaunchActors, gameLaunchMachine, memberRole } from '@lobby/flows';
import type { LobbySdk, Schemas } from '@lobby/sdk';
import { useDialog } from '@/hooks/use-dialog';
import { useModals } from '@/hooks/use-modals';
import { useLoadingOverlay } from '@/components/ui/loading-overlay';
import { useAppNavigate } from '@/hooks/use-app-navigate';
import { useLanguage } from '@/hooks/use-language';
import { useSession, type Session } from '@/hooks/use-session';
import { siteConfigQuery } from '@/hooks/use-site-config';
import { useSdk } from '@/lib/app-services';
import { describeError } from '@/lib/error-keys';
import { safeUrl } from '@/lib/safe-url';

/** One press's launch: the machine with the configuration's launch hosts, for this member (or visitor) and card. */
function createLaunchActor(
  sdk: LobbySdk,
  queryClient: QueryClient,
  language: string,
  session: Session,
  card: Schemas['GameCard'],
) {
  // Loaded before any page renders and never changed: read once per launch, not subscribed to.
  const launchCdns = queryClient.getQueryData(siteConfigQuery(sdk).queryKey)?.launchCdns;
  const machine = gameLaunchMachine.provide({
    actors: gameLaunchActors(sdk, {
      platform: 'html5-desktop',
      language,
      backUrl: window.location.href,
      ...(launchCdns ? { launchCdns } : {}),
    }),
  });
  const role = session.member ? memberRole(session.member.type) : null;
  return createActor(machine, { input: { loggedIn: session.loggedIn, role, game: card } });
}

/**
 * Game launch on the flows' machine (one actor per press): a visitor gets the login popup, a trial
 * member the real-account warning; lottery and RNG cards route to their pages, a vendor whose card is
 * a lobby of games (VASSALAGE) opens its popup game list, and games start in the sandboxed game popup
 * (or a new window, or by redirect) from a launch host of the configuration.
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
      const actor = createLaunchActor(sdk, queryClient, code, session, card);
      const title = card.displayName ?? card.gameName ?? card.nodeName ?? card.vassalage;
      actor.on('openLogin', () => modals.open({ name: 'login' }));
      actor.on('navigate', ({ to }) => navigate(to));
      actor.on('openGameList', ({ vassalage }) =>
        modals.open({ name: 'gameList', vassalage, gameType: card.gameType, title }),
      );
      actor.on('openGame', ({ url: launched, mode }) => {
        // The launch URL is the server's: only an app path or http(s) is opened, framed or navigated to.
        const url = safeUrl(launched);
        if (!url)
          return void dialog.show({
            title: t('games.launch'),
            message: t('startup.invalidUrl'),
            icon: 'error',
          });
        if (mode === 'iframe') modals.open({ name: 'game', url, title });
        else if (mode === 'popup') window.open(url, '_blank', 'noopener,noreferrer');
        else window.location.assign(url);
      });
      actor.subscribe((snapshot) => {
        if (snapshot.matches('launching')) return overlay.show();
        overlay.hide();
        if (snapshot.matches('needsRealAccount') || snapshot.matches('failed')) {
          void dialog.show({
            title: t('games.launch'),
            message: describeError(t, snapshot.context.error),
            icon: snapshot.matches('failed') ? 'error' : 'warning',
          });
          actor.stop();
        }
      });
      actor.start();
    },
    [sdk, queryClient, code, session, modals, navigate, overlay, dialog, t],
  );
}
