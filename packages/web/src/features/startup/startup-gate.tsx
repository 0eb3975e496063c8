import {
  Suspense,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { noticesQuery } from '@/components/banners/use-notices';
import { Spinner } from '@/components/ui/spinner';
import { toLanguageCode } from '@/config/languages';
import { siteConfigQuery } from '@/hooks/use-site-config';
import { useServices } from '@/lib/app-services';
import { describeError } from '@/lib/error-keys';
import { changeLanguage } from '@/lib/i18n';
import { toSiteConfig } from '@/lib/site-config';
import { brandLanguage, type StartupRun } from '@/lib/startup-run';
import { lazyPage } from '@/lib/lazy-with-timeout';
import { RetryScreen } from './retry-screen';

// Drawn only when start-up ends on them, so their code is fetched then, not in every visitor's start-up script,
// under the start-up's spinner. A download that fails reaches the app's error boundary: its retry screen
// is start-up code, and its Try again imports the screen again. The retry screen itself stays eager: it is what a
// start-up without the network ends on.
const MaintenanceScreen = lazyPage(() => import('./maintenance-screen'), 'MaintenanceScreen');
const RegionBlockedScreen = lazyPage(() => import('./region-blocked-screen'), 'RegionBlockedScreen');

/** The start-up's waiting screen (index.html's loading screen is gone once React has drawn). */
const waiting = (
  <main className="status-screen" id="main">
    <Spinner />
  </main>
);

/**
 * Start-up on the flows' machine, in the spec's order: configuration and whitelabel first, then
 * the maintenance screen, the region-blocked screen, the invalid-URL screen (domain check), or the site.
 */
export function StartupGate({ run, children }: { run: StartupRun; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { sdk, config: runtime, tokens } = useServices();
  const queryClient = useQueryClient();
  // The machine was started before the app's code arrived (lib/boot.ts): follow it from wherever it is.
  const state = useSelector(run.actor, (snapshot) => snapshot);
  const send = run.actor.send;

  // The brand's language decision (known with the configuration; main.tsx applies the first one before the first
  // render). Once per decision: the visitor's own choice afterwards must stick (`i18n` is a new wrapper after each switch).
  const decided = brandLanguage(state, runtime);
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (!decided || applied.current === decided) return;
    applied.current = decided;
    if (decided !== toLanguageCode(i18n.language)) void changeLanguage(i18n, decided);
  }, [decided, i18n]);

  // The home's first banner waits on the notices: they are asked for during the domain check rather than after
  // it, once the language they are written in is settled (by the start-up run itself when it already was).
  // The query cache hands the answer to the page: a layout effect, so it is there before the page's own queries
  // subscribe (in passive effects) when the gate opens together with the page.
  const checked = state.matches('checkingDomain') || state.matches('ready');
  const languageSettled = decided === null || decided === toLanguageCode(i18n.language);
  useLayoutEffect(() => {
    if (!checked || !languageSettled) return;
    const early = run.takeNotices();
    const query = noticesQuery(sdk, tokens.sessionKey());
    void queryClient.prefetchQuery(early ? { ...query, queryFn: () => early } : query);
  }, [checked, languageSettled, queryClient, run, sdk, tokens]);

  // The screens follow the machine one step behind, at transition priority: when the gate opens after a retry,
  // React builds the whole site in slices between which the browser can paint and answer input, instead of in
  // one long blocking task (the machine's store updates would otherwise render synchronously).
  const shown = useDeferredValue(state);
  const { config, flags, error } = shown.context;
  const site = useMemo(() => (config ? toSiteConfig(config, flags) : null), [config, flags]);
  const ready = shown.matches('ready');
  if (ready && site && !queryClient.getQueryData(siteConfigQuery(sdk).queryKey))
    queryClient.setQueryData(siteConfigQuery(sdk).queryKey, site);

  if (shown.matches('failed')) {
    return (
      <RetryScreen
        title={t('startup.unreachable')}
        message={describeError(t, error)}
        onRetry={() => send({ type: 'RETRY' })}
      />
    );
  }
  if (shown.matches('invalidUrl'))
    return <RetryScreen title={t('startup.invalidUrl')} onRetry={() => send({ type: 'RETRY' })} />;
  if (shown.matches('maintenance') && site)
    return (
      <Suspense fallback={waiting}>
        <MaintenanceScreen site={site} />
      </Suspense>
    );
  if (shown.matches('regionRestricted') && site)
    return (
      <Suspense fallback={waiting}>
        <RegionBlockedScreen site={site} />
      </Suspense>
    );
  if (!ready) return waiting;
  return <>{children}</>;
}
