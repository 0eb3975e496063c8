import { Suspense, type ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { BoundaryMessage } from '@/components/error-boundary/boundary-message';
import { ErrorBoundary } from '@/components/error-boundary/error-boundary';
import { MainLayout } from '@/app/layout/main-layout';
import { Spinner } from '@/components/ui/spinner';
import { hrefs, routes, type RouteName } from '@/config/paths';
import { RouteNameContext } from '@/hooks/use-route-name';
import { useSession } from '@/hooks/use-session';

/** One route: its guard, its layout, the lazy page with a loading state and an error boundary. */
export function RouteFrame({ name, page: Page }: { name: RouteName; page: ComponentType }) {
  const location = useLocation();
  const session = useSession();
  const { access, layout } = routes[name];

  // Guard: visitors on member pages go to /login (the login popup); non-agents on agent pages to /agent.
  // A session the server ended keeps its page (and its forms) while the login popup asks to log in again.
  // A link that hands over a session keeps its page waiting while the visitor is asked whether to use it.
  if (access === 'member' && !session.loggedIn && !session.expired)
    return session.handingOver ? <Spinner /> : <Navigate to={hrefs.login()} replace />;
  if (access === 'agent' && !session.expired) {
    if (session.pending || session.handingOver) return <Spinner />;
    if (!session.isAgent) return <Navigate to={hrefs.agent()} replace />;
  }

  // Keyed by the URL: navigating away from a failed page clears its failure.
  const page = (
    <ErrorBoundary
      resetKey={location.pathname}
      fallback={(error, retry) => (
        <div className="page">
          <BoundaryMessage scope="page" error={error} onRetry={retry} />
        </div>
      )}
    >
      <Suspense fallback={<Spinner />}>
        <RouteNameContext.Provider value={name}>
          <Page />
        </RouteNameContext.Provider>
      </Suspense>
    </ErrorBoundary>
  );

  if (layout === 'bare') return <div className="bare-layout">{page}</div>;
  return <MainLayout withSideMenu={layout === 'main'}>{page}</MainLayout>;
}
