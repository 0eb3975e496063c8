import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useModals } from '@/hooks/use-modals';
import { hrefs } from '@/config/paths';
import { useSession } from '@/hooks/use-session';

/** `/login`: opens the login popup, then the address goes to `/`. */
export function LoginRoute() {
  const { open } = useModals();
  const { loggedIn } = useSession();
  useEffect(() => {
    if (!loggedIn) open({ name: 'login' });
  }, [open, loggedIn]);
  return <Navigate to={hrefs.home()} replace />;
}
