import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MainLayout } from '@/components/layout/main-layout';
import { Spinner } from '@/components/ui/spinner';
import { hrefs, routes, type RouteName } from '@/config/paths';
import { RouteNameContext } from '@/hooks/use-route-name';
import { useSession } from '@/hooks/use-session';
import { PageErrorBoundary, isChunkError } from '../page-error-boundary';

/** One route: its guard, its layout, the lazy page with a loading state and an error boundary. */
export function RouteFrame({ name, page: Page }: { name: RouteName; page: LazyExoticComponent<ComponentType> }) {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useSession();
  const { access, layout } = routes[name];

  // Guard: visitors on member pages go to /login (the login popup); non-agents on agent pages to /agent.
  if (access === 'member' && !session.loggedIn) return <Navigate to={hrefs.login()} replace />;
  if (access === 'agent') {
    if (session.pending) return <Spinner />;
    if (!session.isAgent) return <Navigate to={hrefs.agent()} replace />;
  }

  const page = (
    <PageErrorBoundary
      resetKey={location.pathname}
      fallback={(error, retry) => (
        <div className="page" role="alert">
          <h1 className="page__title">{isChunkError(error) ? t('errors.chunk_failed') : t('errors.unknown_error')}</h1>
          <button type="button" className="button button--primary" onClick={isChunkError(error) ? () => window.location.reload() : retry}>
            {t('action.retry')}
          </button>
        </div>
      )}
    >
      <Suspense fallback={<Spinner />}>
        <RouteNameContext.Provider value={name}>
          <Page />
        </RouteNameContext.Provider>
      </Suspense>
    </PageErrorBoundary>
  );

  if (layout === 'bare') return <div className="bare-layout">{page}</div>;
  return <MainLayout withSideMenu={layout === 'main'}>{page}</MainLayout>;
}
