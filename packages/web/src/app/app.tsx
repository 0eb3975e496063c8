import { BrowserRouter, useRoutes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '@/components/error-boundary/error-boundary';
import { RetryScreen } from '@/features/startup/retry-screen';
import { StartupGate } from '@/features/startup/startup-gate';
import type { StartupRun } from '@/lib/startup-run';
import { appRoutes } from './router';

// Built once: the route table never changes at run time.
const routeTable = appRoutes();

function AppRoutes() {
  return useRoutes(routeTable);
}

/**
 * The app below the providers: the start-up gate, then the routes. Declarative routing (no data
 * router): the app has no loaders or actions, and this keeps the router's data layer out of the
 * start-up bundle.
 */
export function App({ startup }: { startup: StartupRun }) {
  const { t } = useTranslation();
  // The last net: what no page, part or modal boundary caught shows a retry instead of a blank site.
  return (
    <ErrorBoundary fallback={(_error, retry) => <RetryScreen title={t('boundary.site')} onRetry={retry} />}>
      <StartupGate run={startup}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </StartupGate>
    </ErrorBoundary>
  );
}
