import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Spinner } from '@/components/ui/spinner';
import { siteConfigQuery } from '@/hooks/use-site-config';
import { useLanguage } from '@/hooks/use-language';
import { useSdk } from '@/lib/app-services';
import { errorMessageKey } from '@/lib/error-keys';
import { MaintenanceScreen } from './maintenance-screen';
import { RegionBlockedScreen } from './region-blocked-screen';
import { RetryScreen } from './retry-screen';

/**
 * Start-up as the spec orders it: configuration first, then the maintenance screen, the
 * region-blocked screen, the invalid-URL screen, or the site.
 */
export function StartupGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const sdk = useSdk();
  const { data: site, error, refetch, isFetching } = useQuery(siteConfigQuery(sdk));
  const language = useLanguage();

  // An unsupported stored language falls back to the brand's default.
  useEffect(() => {
    if (!site || language.supported.includes(language.code)) return;
    void language.change(site.defaultLanguage ?? language.supported[0] ?? 'EN');
  }, [site, language]);

  if (error && !isFetching) {
    return <RetryScreen title={t('startup.unreachable')} message={t(errorMessageKey(error))} onRetry={() => void refetch()} />;
  }
  if (!site) {
    return (
      <main className="status-screen" id="main">
        <Spinner />
      </main>
    );
  }
  if (site.status === 'maintenance') return <MaintenanceScreen site={site} />;
  if (site.status === 'regionBlocked') return <RegionBlockedScreen site={site} />;
  if (!site.domainValid) {
    return <RetryScreen title={t('startup.invalidUrl')} onRetry={() => void refetch()} />;
  }
  return children;
}
