import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@lobby/sdk';
import { useModals } from '@/components/modal/modal-stack';
import { WEAK_DEFAULT_PASSWORD, AGENT_MEMBER_TYPES } from '@/config/constants';
import { hrefs } from '@/config/paths';
import { useAppNavigate } from '@/hooks/use-app-navigate';
import { memberInfoQuery } from '@/hooks/use-session';
import { useSiteConfig } from '@/hooks/use-site-config';
import { useServices } from '@/lib/app-services';
import { FIRST_LOGIN_KEY } from '@/lib/session-storage';

/**
 * What follows a successful login (section 4): a weak or expired password opens the forced change
 * instead of completing (not for SMS logins); otherwise the member loads, the modal closes and
 * agents go to /agentHome.
 */
export function useCompleteLogin() {
  const { sdk, tokens } = useServices();
  const site = useSiteConfig();
  const modals = useModals();
  const queryClient = useQueryClient();
  const navigate = useAppNavigate();

  return useCallback(
    async (result: Pick<Schemas['LoginResult'], 'passwordExpired' | 'firstTimeLogin'>, attempt: { type: 'username' | 'sms' | 'freeplay' | 'register' | 'reset'; password?: string }) => {
      if (attempt.type === 'username') {
        const weak = attempt.password === WEAK_DEFAULT_PASSWORD;
        const expired = result.passwordExpired && site.passwordPolicy;
        if (weak || expired) {
          modals.close('login');
          modals.open({ name: 'changePassword', forced: weak ? 'weak' : 'expired', ...(attempt.password ? { oldPassword: attempt.password } : {}) });
          return;
        }
      }
      if (result.firstTimeLogin) sessionStorage.setItem(FIRST_LOGIN_KEY, '1');
      const member = await queryClient.fetchQuery(memberInfoQuery(sdk, tokens.get()));
      modals.close('login');
      modals.close('register');
      if (AGENT_MEMBER_TYPES.includes(member.type)) navigate(hrefs.agentHome());
      else if (attempt.type !== 'username' && attempt.type !== 'sms') navigate(hrefs.home());
    },
    [site.passwordPolicy, modals, queryClient, sdk, tokens, navigate],
  );
}
