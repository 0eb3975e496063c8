import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { DEMO_ACCOUNTS } from '@lobby/mocks';
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
import { memberInfoQuery } from '@/hooks/use-session';
import { observableTokenStore } from '@/lib/token-store';
import games from '@/i18n/locales/en/games.json';
import { TEST_API } from './test-api';
import { sandboxToken } from './sandbox-token';

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

/** An i18next instance of its own in EN: the `games` texts, `common` keys shown as themselves. */
async function englishI18n() {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'EN',
    fallbackLng: 'EN',
    ns: ['common', 'games'],
    defaultNS: 'common',
    resources: { EN: { common: {}, games } },
    interpolation: { escapeValue: false },
  });
  return i18n;
}

/**
 * The app's services on a real SDK talking to the sandbox, `member` (if any) logged in, and a query client that has
 * read the configuration and the member's info, as the start-up gate leaves it.
 */
async function sandboxServices(member: string | null) {
  const tokens = observableTokenStore(memoryTokenStore());
  tokens.set(member ? await sandboxToken(member, passwordOf(member)) : null);
  const sdk = createSdk({ baseUrl: TEST_API, merchant: 'DEMO', language: () => 'EN', tokenStore: tokens });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await queryClient.fetchQuery(siteConfigQuery(sdk));
  if (member) await queryClient.fetchQuery(memberInfoQuery(sdk, tokens.sessionKey()));
  const services = {
    sdk,
    tokens,
    config: {
      apiBaseUrl: TEST_API,
      merchant: 'DEMO',
      defaultLanguage: 'EN' as const,
      languages: ['EN' as const],
    },
  };
  return { sdk, queryClient, services };
}

/**
 * Renders a page of the games features with the app's providers, a real SDK talking to the MSW sandbox
 * (start `useSandbox()` in the test file) and a spy launcher. `member` logs a seeded account in first
 * (`DEMO_ACCOUNTS`); the configuration and the member's info are read from the sandbox before the page
 * renders, as the start-up gate does.
 */
export async function renderPage(
  ui: ReactElement,
  {
    route = 'home',
    url = '/',
    member = null,
  }: { route?: RouteName; url?: string; member?: string | null } = {},
) {
  ensureMatchMedia();
  const i18n = await englishI18n();
  const { sdk, queryClient, services } = await sandboxServices(member);
  const launched: Schemas['GameCard'][] = [];
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

function passwordOf(account: string): string {
  const seeded = DEMO_ACCOUNTS.find((candidate) => candidate.username === account);
  if (!seeded) throw new Error(`${account} is not a seeded sandbox account`);
  return seeded.password;
}
