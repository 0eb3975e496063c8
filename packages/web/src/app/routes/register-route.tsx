import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useModals } from '@/hooks/use-modals';
import { hrefs } from '@/config/paths';
import { useSession } from '@/hooks/use-session';

/** `/register[?referralCode=]`: opens the register popup with the affiliate code, then goes to `/`. */
export function RegisterRoute() {
  const { open } = useModals();
  const { loggedIn } = useSession();
  const [params] = useSearchParams();
  const referralCode = params.get('referralCode')?.trim() || undefined;
  useEffect(() => {
    if (!loggedIn) open({ name: 'register', ...(referralCode ? { referralCode } : {}) });
  }, [open, loggedIn, referralCode]);
  return <Navigate to={hrefs.home()} replace />;
}
