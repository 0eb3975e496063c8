import { useMemo } from 'react';
import type { PhoneAuth } from '@lobby/flows';
import { useSiteConfig } from '@/hooks/use-site-config';
import { lazyPhoneAuth } from '@/lib/phone-auth/lazy-phone-auth';

/** The phone-auth port when the brand sends SMS codes through its provider (firebase SMS on and configured); else undefined. */
export function usePhoneAuth(): PhoneAuth | undefined {
  const { firebaseSms, phoneAuth } = useSiteConfig();
  return useMemo(
    () => (firebaseSms && phoneAuth ? lazyPhoneAuth(phoneAuth) : undefined),
    [firebaseSms, phoneAuth],
  );
}
