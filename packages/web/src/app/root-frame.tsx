import { Suspense, lazy, useState, type ComponentType } from 'react';
import { Outlet } from 'react-router-dom';
import { mainDomainOffer } from '@lobby/flows';
import { GameLauncherProvider } from '@/components/game-launch/game-launcher';
import { useLaunchGame } from '@/features/game-popup/use-launch-game';
import { NoticePopups } from '@/features/notices/notice-popups';
import { useSession } from '@/hooks/use-session';
import { useSiteConfig } from '@/hooks/use-site-config';
import { useServices } from '@/lib/app-services';
import { handOverWaiting } from '@/lib/handed-over-session';
import { SiteSwitchNotice } from '@/features/startup/site-switch-notice';
import { ErrorBoundary } from '@/components/error-boundary/error-boundary';
import { LanguageRetry } from '@/components/language-retry';
import { ModalHost } from './modal-host';
import { NavigationEffects } from './navigation-effects';
import { SessionProvider } from './session-provider';

// Members only: visitors (most of the home's loads) do not download it. A failed download leaves the page as it
// is, without the event notices (the error boundary is for the page's own code).
const SocketListener = lazy((): Promise<{ default: ComponentType }> =>
  import('@/features/socket/socket-listener').then(
    (module) => ({ default: module.SocketListener }),
    () => ({ default: () => null }),
  ),
);

// Members only, like the listener: the reality check's code loads once a member is logged in (its dialog and texts
// when a check falls due).
const RealityCheck = lazy((): Promise<{ default: ComponentType }> =>
  import('@/features/responsible-gaming/components/reality-check').then(
    (module) => ({ default: module.RealityCheck }),
    () => ({ default: () => null }),
  ),
);

// Agents only (contracts pass between an agent and its agent downlines): visitors and players do not download it. A
// failed download leaves the page as it is; the contracts stay in the agent centre.
const ContractPrompt = lazy((): Promise<{ default: ComponentType }> =>
  import('@/features/contract/contract-prompt').then(
    (module) => ({ default: module.ContractPrompt }),
    () => ({ default: () => null }),
  ),
);

// Only for a brand with a Google tag id: the tag, its consent banner and texts are never part of start-up.
const AnalyticsTag = lazy((): Promise<{ default: ComponentType<{ gtagId: string; consent: boolean }> }> =>
  import('@/components/analytics/analytics-tag').then(
    (module) => ({ default: module.AnalyticsTag }),
    () => ({ default: () => null }),
  ),
);

// Asked only when a link handed over a session: not part of every start-up.
const SessionChoice = lazy(() =>
  import('@/features/startup/session-choice').then((module) => ({ default: module.SessionChoice })),
);

// Rare (a mirror or an old address): the notice's code and styles load only for a site opened on another domain.
const MainDomainOffer = lazy((): Promise<{ default: ComponentType }> =>
  import('@/features/main-domain/main-domain-offer').then(
    (module) => ({ default: module.MainDomainOffer }),
    () => ({ default: () => null }),
  ),
);

const quiet = () => null;

/** The main-domain offer, loaded only when the flows' rule says this site is not on the brand's main domain. */
function MainDomainOfferSlot({ mainDomain }: { mainDomain: string | null }) {
  if (mainDomainOffer(mainDomain, { host: window.location.host, path: '/' }) === null) return null;
  return (
    <ErrorBoundary fallback={quiet}>
      <Suspense fallback={null}>
        <MainDomainOffer />
      </Suspense>
    </ErrorBoundary>
  );
}

/** Wraps every route: the session machine and its hand-over question, navigation effects, the modals, notices, contracts, the event listener, the site-switch notice, the main-domain offer and the brand's analytics tag. */
export function RootFrame() {
  const launch = useLaunchGame();
  const { loggedIn, isAgent } = useSession();
  const { gtagId, mainDomain } = useSiteConfig();
  const { config } = useServices();
  const [handedOver] = useState(handOverWaiting);
  return (
    <SessionProvider>
      <GameLauncherProvider launch={launch}>
        <NavigationEffects />
        <LanguageRetry />
        <Outlet />
        <ModalHost />
        {/* What runs beside the page: one that breaks is left out (its error is logged), the page goes on. */}
        <ErrorBoundary fallback={quiet}>
          <NoticePopups />
        </ErrorBoundary>
        {isAgent ? (
          <ErrorBoundary fallback={quiet}>
            <Suspense fallback={null}>
              <ContractPrompt />
            </Suspense>
          </ErrorBoundary>
        ) : null}
        {handedOver ? (
          <Suspense fallback={null}>
            <SessionChoice />
          </Suspense>
        ) : null}
        {loggedIn ? (
          <ErrorBoundary fallback={quiet}>
            <Suspense fallback={null}>
              <SocketListener />
              <RealityCheck />
            </Suspense>
          </ErrorBoundary>
        ) : null}
        <ErrorBoundary fallback={quiet}>
          <SiteSwitchNotice />
        </ErrorBoundary>
        <MainDomainOfferSlot mainDomain={mainDomain} />
        {gtagId ? (
          <ErrorBoundary fallback={quiet}>
            <Suspense fallback={null}>
              <AnalyticsTag gtagId={gtagId} consent={config.analyticsConsent === true} />
            </Suspense>
          </ErrorBoundary>
        ) : null}
      </GameLauncherProvider>
    </SessionProvider>
  );
}
