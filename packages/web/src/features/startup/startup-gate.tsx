import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { appStartActors, appStartMachine } from '@lobby/flows';
import { noticesQuery } from '@/components/banners/use-notices';
import { Spinner } from '@/components/ui/spinner';
import { toLanguageCode } from '@/config/languages';
import { siteConfigQuery } from '@/hooks/use-site-config';
import { useServices } from '@/lib/app-services';
import { describeError } from '@/lib/error-keys';
import { changeLanguage } from '@/lib/i18n';
import { toSiteConfig } from '@/lib/site-config';
import { MaintenanceScreen } from './maintenance-screen';
import { RegionBlockedScreen } from './region-blocked-screen';
import { RetryScreen } from './retry-screen';

const storedLanguage = (): string | null => {
  try {
    return window.localStorage.getItem('lang');
  } catch {
    return null;
  }
};

/**
 * Start-up on the flows' machine, in the spec's order: configuration and whitelabel first, then
 * the maintenance screen, the region-blocked screen, the invalid-URL screen (domain check), or the site.
 */
export function StartupGate({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { sdk, config: runtime, tokens } = useServices();
  const queryClient = useQueryClient();
  const machine = useMemo(() => appStartMachine.provide({ actors: appStartActors(sdk) }), [sdk]);
  const [state, send, actor] = useMachine(machine, { input: { storedLanguage: storedLanguage(), domain: window.location.hostname } });

  // The brand's language decision applies unless the deployment fixed its own list.
  useEffect(() => {
    const subscription = actor.on('language', ({ language }) => {
      const code = toLanguageCode(language);
      if (code && !runtime.languages && code !== toLanguageCode(i18n.language)) void changeLanguage(i18n, code);
    });
    return () => subscription.unsubscribe();
  }, [actor, runtime.languages, i18n]);

  // The home's first banner waits on the notices: ask for them during the domain check rather than after it,
  // once the language they are written in is settled. The query cache hands the answer to the page.
  const checking = state.matches('checkingDomain');
  const languageSettled = runtime.languages !== null || toLanguageCode(state.context.language) === toLanguageCode(i18n.language);
  useEffect(() => {
    if (checking && languageSettled) void queryClient.prefetchQuery(noticesQuery(sdk, tokens.get()));
  }, [checking, languageSettled, queryClient, sdk, tokens]);

  const { config, flags, error } = state.context;
  const site = useMemo(() => (config ? toSiteConfig(config, flags) : null), [config, flags]);
  const ready = state.matches('ready');
  if (ready && site && !queryClient.getQueryData(siteConfigQuery(sdk).queryKey)) queryClient.setQueryData(siteConfigQuery(sdk).queryKey, site);

  if (state.matches('failed')) {
    return <RetryScreen title={t('startup.unreachable')} message={describeError(t, error)} onRetry={() => send({ type: 'RETRY' })} />;
  }
  if (state.matches('invalidUrl')) return <RetryScreen title={t('startup.invalidUrl')} onRetry={() => send({ type: 'RETRY' })} />;
  if (state.matches('maintenance') && site) return <MaintenanceScreen site={site} />;
  if (state.matches('regionRestricted') && site) return <RegionBlockedScreen site={site} />;
  if (!ready) {
    return (
      <main className="status-screen" id="main">
        <Spinner />
      </main>
    );
  }
  return children;
}
