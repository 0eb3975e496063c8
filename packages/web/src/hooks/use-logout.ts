import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDialog } from '@/components/dialog/dialog-service';
import { hrefs } from '@/config/paths';
import { useServices } from '@/lib/app-services';
import { clearSessionKeepingMerchant } from '@/lib/session-storage';

/**
 * Sign out as the spec says: confirm, server call, clear the session but keep merchant values, go home (agents to /agent).
 * `ask: false` skips the confirmation where the member already chose to leave (the reality check) or the
 * server already ended the session (a time-out).
 */
export function useLogout(isAgent: boolean, { ask = true }: { ask?: boolean } = {}): () => Promise<void> {
  const { t } = useTranslation();
  const dialog = useDialog();
  const { sdk, tokens } = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    if (ask && !(await dialog.confirm({ title: t('account.signOut'), message: t('account.signOutConfirm'), icon: 'warning' }))) return;
    // A failed server call must not keep the user signed in on this device.
    await sdk.session.logout().catch(() => undefined);
    tokens.set(null);
    clearSessionKeepingMerchant();
    queryClient.removeQueries({ queryKey: ['member'] });
    queryClient.removeQueries({ queryKey: ['wallet'] });
    sdk.cache.flush();
    void navigate(isAgent ? hrefs.agent() : hrefs.home());
  }, [dialog, t, sdk, tokens, queryClient, navigate, isAgent, ask]);
}
