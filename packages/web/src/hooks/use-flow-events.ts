import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MemberInfo } from '@lobby/flows';
import { useAppNavigate } from '@/hooks/use-app-navigate';
import { memberInfoQuery } from '@/hooks/use-session';
import { useServices } from '@/lib/app-services';
import { FIRST_LOGIN_KEY } from '@/lib/session-storage';

/** The effects every auth machine asks the app for, as emitted events. */
type FlowEvent =
  | { type: 'loggedIn'; member: MemberInfo; firstTimeLogin: boolean }
  | { type: 'navigate'; to: string }
  | { type: 'closeModal' }
  | { type: 'firstLogin' };

interface Emitter {
  on(type: '*', handler: (event: { type: string }) => void): { unsubscribe(): void };
}

/**
 * Carries out what a flow emits: a login puts the member in the query cache (the header re-renders),
 * a first-time login arms the F popups, `navigate` routes, `closeModal` closes the modal.
 */
export function useFlowEvents(actor: Emitter, onClose: () => void): void {
  const { sdk, tokens } = useServices();
  const queryClient = useQueryClient();
  const navigate = useAppNavigate();
  useEffect(() => {
    const subscription = actor.on('*', (raw) => {
      const event = raw as FlowEvent;
      if (event.type === 'loggedIn') {
        queryClient.setQueryData(memberInfoQuery(sdk, tokens.sessionKey()).queryKey, event.member);
        if (event.firstTimeLogin) sessionStorage.setItem(FIRST_LOGIN_KEY, '1');
        onClose();
      } else if (event.type === 'firstLogin') sessionStorage.setItem(FIRST_LOGIN_KEY, '1');
      else if (event.type === 'navigate') navigate(event.to);
      else if (event.type === 'closeModal') onClose();
    });
    return () => subscription.unsubscribe();
  }, [actor, onClose, queryClient, sdk, tokens, navigate]);
}
