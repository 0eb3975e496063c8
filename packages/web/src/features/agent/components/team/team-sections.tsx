import { Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { lazyPage } from '@/lib/lazy-with-timeout';

// Each team screen is a chunk of its own, fetched when its section opens (the agent centre's start stays small).
const RegisterDownline = lazyPage(() => import('./register-downline'), 'RegisterDownline');
const DownlineManagement = lazyPage(() => import('./downline-management'), 'DownlineManagement');

/** `registerCenter`: register a downline and the affiliate link (loaded with the section). */
export function RegisterCenterSection() {
  return (
    <Suspense fallback={<Spinner />}>
      <RegisterDownline />
    </Suspense>
  );
}

/** `downlineManagmentView`: the team tree, search, edit and transfer (loaded with the section). */
export function DownlineManagementSection() {
  return (
    <Suspense fallback={<Spinner />}>
      <DownlineManagement />
    </Suspense>
  );
}
