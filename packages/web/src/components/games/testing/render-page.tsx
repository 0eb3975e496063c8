import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createSdk, memoryTokenStore, type Schemas } from '@lobby/sdk';
import { DialogProvider } from '@/components/dialog/dialog-service';
import { GameLauncherProvider } from '@/components/game-launch/game-launcher';
import { useModals } from '@/hooks/use-modals';
import { ModalStackProvider } from '@/components/modal/modal-stack';
import { LoadingOverlayProvider } from '@/components/ui/loading-overlay';
import type { RouteName } from '@/config/paths';
import { RouteNameContext } from '@/hooks/use-route-name';
import { siteConfigQuery } from '@/hooks/use-site-config';
import { ServicesProvider } from '@/lib/app-services';
import { toSiteConfig } from '@/lib/site-config';
import { memberInfoQuery } from '@/hooks/use-session';
import { observableTokenStore } from '@/lib/token-store';
import games from '@/i18n/locales/en/games.json';
import { SYSTEM_STATUS } from './game-fixtures';
import { API } from './game-handlers';

function Probe() {
  const { stack } = useModals();
  const location = useLocation();
  return (
    <output
      data-testid="probe"
      data-modals={stack.map((modal) => modal.name).join(',')}
      data-location={`${location.pathname}${location.search}`}
    />
  );
}

// jsdom has no matchMedia; the sliders' breakpoints and the reduced-motion check need one.
function ensureMatchMedia() {
  if (typeof window.matchMedia === 'function') return;
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** Renders a page of the games features with the app's providers, a real SDK (MSW answers) and a spy launcher. */
export async function renderPage(
  ui: ReactElement,
  {
    route = 'home',
    url = '/',
    token = null,
  }: { route?: RouteName; url?: string; token?: string | null } = {},
) {
  ensureMatchMedia();
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'EN',
    fallbackLng: 'EN',
    ns: ['common', 'games'],
    defaultNS: 'common',
    resources: { EN: { common: {}, games } },
    interpolation: { escapeValue: false },
  });
  const tokens = observableTokenStore(memoryTokenStore());
  tokens.set(token);
  const sdk = createSdk({ baseUrl: API, merchant: 'DEMO', language: () => 'EN', tokenStore: tokens });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(siteConfigQuery(sdk).queryKey, toSiteConfig(SYSTEM_STATUS));
  if (token)
    queryClient.setQueryData(memberInfoQuery(sdk, tokens.sessionKey()).queryKey, {
      id: 1,
      account: 'demo',
      nickname: 'Demo',
      type: 0,
    } as unknown as Schemas['MemberInfo']);
  const launched: Schemas['GameCard'][] = [];
  const services = {
    sdk,
    tokens,
    config: { apiBaseUrl: API, merchant: 'DEMO', defaultLanguage: 'EN' as const, languages: ['EN' as const] },
  };
  const path = url.split('?')[0] ?? '/';
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ServicesProvider services={services}>
          <LoadingOverlayProvider>
            <DialogProvider>
              <ModalStackProvider>
                <GameLauncherProvider launch={(card) => launched.push(card)}>
                  <MemoryRouter initialEntries={[url]}>
                    <RouteNameContext.Provider value={route}>
                      <Routes>
                        <Route path={path} element={ui} />
                        <Route path="*" element={null} />
                      </Routes>
                      <Probe />
                    </RouteNameContext.Provider>
                  </MemoryRouter>
                </GameLauncherProvider>
              </ModalStackProvider>
            </DialogProvider>
          </LoadingOverlayProvider>
        </ServicesProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, launched, queryClient, sdk };
}
