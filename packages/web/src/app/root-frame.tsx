import { Outlet } from 'react-router-dom';
import { GameLauncherProvider } from '@/components/game-launch/game-launcher';
import { ContractPrompt } from '@/features/contract/contract-prompt';
import { useLaunchGame } from '@/features/game-popup/use-launch-game';
import { NoticePopups } from '@/features/notices/notice-popups';
import { SocketListener } from '@/features/socket/socket-listener';
import { SiteSwitchNotice } from '@/features/startup/site-switch-notice';
import { ModalHost } from './modal-host';
import { NavigationEffects } from './navigation-effects';

/** Wraps every route: navigation effects, the modals, notices, contracts, the event listener and the site-switch notice. */
export function RootFrame() {
  const launch = useLaunchGame();
  return (
    <GameLauncherProvider launch={launch}>
      <NavigationEffects />
      <Outlet />
      <ModalHost />
      <NoticePopups />
      <ContractPrompt />
      <SocketListener />
      <SiteSwitchNotice />
    </GameLauncherProvider>
  );
}
