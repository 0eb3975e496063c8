import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { createActor } from 'xstate';
import { gameLaunchActors, gameLaunchMachine, memberRole } from '@lobby/flows';
import type { LobbySdk, Schemas } from '@lobby/sdk';
import type { DialogService } from '@/hooks/use-dialog';
import type { ModalStack } from '@/hooks/use-modals';
import type { Session } from '@/hooks/use-session';
import { siteConfigQuery } from '@/hooks/use-site-config';
import { describeError } from '@/lib/error-keys';
import { safeUrl } from '@/lib/safe-url';

/** What a press's launch needs of the app: use-launch-game.ts gathers it from the app's hooks. */
export interface LaunchServices {
  readonly sdk: LobbySdk;
  readonly queryClient: QueryClient;
  readonly language: string;
  readonly session: Session;
  readonly modals: Pick<ModalStack, 'open'>;
  readonly dialog: DialogService;
  readonly overlay: { show(): void; hide(): void };
  readonly navigate: (to: string) => void;
  readonly t: TFunction;
}

/** One press's launch: the machine with the configuration's launch hosts, for this member (or visitor) and card. */
function createLaunchActor(
  { sdk, queryClient, language, session }: LaunchServices,
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
 * Launches `card` on the flows' machine (one actor per press): a visitor gets the login popup, a trial member the
 * real-account warning; lottery and RNG cards route to their pages, a vendor whose card is a lobby of games
 * (VASSALAGE) opens its popup game list, and games start in the sandboxed game popup (or a new window, or by
 * redirect) from a launch host of the configuration.
 */
export function launchGame(services: LaunchServices, card: Schemas['GameCard']): void {
  const { modals, dialog, overlay, navigate, t } = services;
  const actor = createLaunchActor(services, card);
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
      return void dialog.show({ title: t('games.launch'), message: t('startup.invalidUrl'), icon: 'error' });
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
}
