import { useCallback, useEffect, useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { loginActors, loginMachine, type SocialAuth, type SocialProviderConfig } from '@lobby/flows';
import { useModals } from '@/hooks/use-modals';
import { useFlowEvents } from '@/hooks/use-flow-events';
import { usePhoneAuth } from '@/hooks/use-phone-auth';
import { useSiteConfig } from '@/hooks/use-site-config';
import { useSdk } from '@/lib/app-services';
import { browserCookies, deviceId } from '@/lib/browser-ports';

/**
 * The flows' login machine bound with its real actors and the app's effects (member login popup or agent login):
 * `onDone` runs when the login completes; a forced password change opens the change-password modal.
 * `social` (the brand's providers and their sign-in window) turns on social sign-in.
 */
export function useLoginMachine(
  variant: 'member' | 'agent',
  onDone: () => void,
  social?: { providers: readonly SocialProviderConfig[]; auth: SocialAuth },
) {
  const sdk = useSdk();
  const site = useSiteConfig();
  const { open, close } = useModals();
  const socialAuth = social?.auth;
  const phoneAuth = usePhoneAuth();
  const machine = useMemo(
    () =>
      loginMachine.provide({
        actors: loginActors(sdk, {
          cookies: browserCookies,
          deviceId,
          ...(socialAuth ? { socialAuth } : {}),
          ...(phoneAuth ? { phoneAuth } : {}),
        }),
      }),
    [sdk, socialAuth, phoneAuth],
  );
  const [state, send, actor] = useMachine(machine, {
    input: {
      flags: site.flagMap,
      firebaseSms: site.firebaseSms,
      variant,
      socialProviders: social?.providers ?? [],
    },
  });
  useFlowEvents(actor, onDone);
  const onChangePassword = useCallback(
    (oldPassword: string, reason: 'weak' | 'expired') => {
      close('login');
      open({ name: 'changePassword', forced: reason, oldPassword });
    },
    [open, close],
  );
  useEffect(() => {
    const subscription = actor.on('changePassword', (event) =>
      onChangePassword(event.oldPassword, event.reason),
    );
    return () => subscription.unsubscribe();
  }, [actor, onChangePassword]);
  return [state, send, actor] as const;
}
