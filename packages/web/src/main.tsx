import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { AppProvider } from '@/app/provider';
import { DEFAULT_LANGUAGE, languageCodes } from '@/config/languages';
import { routes } from '@/config/paths';
import { RetryScreen } from '@/features/startup/retry-screen';
import { createI18n, initialLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { loadRuntimeConfig } from '@/lib/runtime-config';
import { createAppSdk } from '@/lib/sdk';
import { takeTokenFromUrl } from '@/lib/url-token';
import { I18nextProvider } from 'react-i18next';
import '@/styles/global.css';

/**
 * The home is the usual landing page and its banner the largest paint: fetch its chunk now, beside the
 * configuration and start-up calls, instead of after them. The router's own import reports failures.
 */
function prefetchLandingPage(): void {
  const { path, aliases = [] } = routes.home;
  if (![path, ...aliases].includes(window.location.pathname)) return;
  void import('@/features/home/home-page').catch(() => undefined);
}

async function start(): Promise<void> {
  prefetchLandingPage();
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const config = await loadRuntimeConfig().catch(() => null);
  const i18n = await createI18n(config ? initialLanguage(config.languages ?? languageCodes, config.defaultLanguage) : DEFAULT_LANGUAGE);
  if (!config) {
    root.render(
      <I18nextProvider i18n={i18n}>
        <RetryScreen title={i18n.t('startup.invalidUrl')} onRetry={() => window.location.reload()} />
      </I18nextProvider>,
    );
    return;
  }
  const { sdk, tokens } = createAppSdk(config, () => i18n.language);
  const handedOver = takeTokenFromUrl();
  if (handedOver) tokens.set(handedOver);
  root.render(
    <StrictMode>
      <AppProvider services={{ config, sdk, tokens }} queryClient={createQueryClient()} i18n={i18n}>
        <App />
      </AppProvider>
    </StrictMode>,
  );
}

void start();
