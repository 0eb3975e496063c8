import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { preloadMemberPanel } from '@/app/layout/lazy-member-panel';
import { AppProvider } from '@/app/provider';
import { pathsOf } from '@/config/paths';
import { RetryScreen } from '@/features/startup/retry-screen';
import { booting, nextTask } from '@/lib/boot';
import { brandLanguage } from '@/lib/startup-run';
import { changeLanguage, createI18n, importStartupTexts, type StartupTexts } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { fetchStartupTexts } from '@/lib/startup-texts';
import { I18nextProvider } from 'react-i18next';
import '@/styles/global.css';
// The start-up shell (lib/startup-shell.ts) draws the home's first banner with these rules before any of the app's
// code runs: they belong in the page's own stylesheet, not in the home's chunk with the carousel that shares them.
import '@/components/banners/banners.css';

/**
 * The home is the usual landing page: fetch its chunk as soon as the app's code runs, beside i18next's
 * set-up, instead of once the router has mounted. The router's own import reports failures.
 */
function prefetchLandingPage(): void {
  if (!pathsOf('home').includes(window.location.pathname)) return;
  void import('@/features/home/home-page').catch(() => undefined);
}

/** Waits between attempts at the start-up texts: a flaky link gets them once it works again. */
const TEXTS_RETRY_MS = [1000, 2000, 5000, 10_000];

/**
 * EN's start-up texts: the JSON files early.ts fetched (in dev: fetched from here), else the same texts as a
 * module; both tried again while index.html's loading screen stays, since nothing can be drawn without them.
 */
async function startupTexts(attempt = 0): Promise<StartupTexts> {
  try {
    return await fetchStartupTexts().catch(() => importStartupTexts());
  } catch {
    await new Promise((resolve) =>
      setTimeout(resolve, TEXTS_RETRY_MS[Math.min(attempt, TEXTS_RETRY_MS.length - 1)]),
    );
    return startupTexts(attempt + 1);
  }
}

async function start(): Promise<void> {
  prefetchLandingPage();
  const texts = startupTexts();
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // The configuration, the SDK and the start-up machine were set going by early.ts (lib/boot.ts).
  const boot = await booting;
  // i18next's set-up with its resources in a task of its own, not chained to this script's evaluation.
  await nextTask();
  const i18n = await createI18n(boot.language, texts);
  if (!boot.ok) {
    root.render(
      <I18nextProvider i18n={i18n}>
        <RetryScreen title={i18n.t('startup.invalidUrl')} onRetry={() => window.location.reload()} />
      </I18nextProvider>,
    );
    return;
  }
  const { config, sdk, tokens, startup } = boot;
  // A member's header draws the member panel, a chunk of its own: fetched now, beside i18next's set-up.
  if (tokens.sessionKey()) preloadMemberPanel();
  boot.setLanguageSource(() => i18n.language);
  // index.html already shows the loading screen: React starts once start-up has settled on a screen, so
  // the start-up calls run undisturbed and the first render is the page itself.
  await startup.settled;
  // The brand's language decision, applied before the first render, so nothing is drawn or asked for in another.
  const decided = brandLanguage(startup.actor.getSnapshot(), config);
  if (decided && decided !== boot.language) await changeLanguage(i18n, decided);
  const queryClient = createQueryClient();
  // At transition priority: React builds the page in slices the browser can paint and answer input
  // between (not one long task), and index.html's loading screen stays until the page is whole.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProvider services={{ config, sdk, tokens }} queryClient={queryClient} i18n={i18n}>
          <App startup={startup} />
        </AppProvider>
      </StrictMode>,
    ),
  );
}

void start();
