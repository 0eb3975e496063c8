import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { clearSessionStorage } from '@lobby/flows';
import { useDialog } from '@/hooks/use-dialog';
import { hrefs } from '@/config/paths';
import { useSessionActor, type SessionActor } from '@/hooks/use-session';
import { useServices } from '@/lib/app-services';
import { sessionStore } from '@/lib/browser-ports';
import { forgetMember } from '@/lib/forget-member';

/** Resolves once the session machine has ended the session (it emits the page to go to on its way). */
function ended(actor: SessionActor): Promise<void> {
  return new Promise((resolve) => {
    const subscription = actor.subscribe((snapshot) => {
      if (!snapshot.matches('anonymous')) return;
      subscription.unsubscribe();
      resolve();
    });
  });
}

/**
 * Sign out as the spec says: confirm, server call, clear the session but keep merchant values, go home (agents to /agent),
 * all through the session machine. `ask: false` skips the confirmation where the member already chose to leave
 * (the reality check) or the server already ended the session (a time-out).
 */
export function useLogout(isAgent: boolean, { ask = true }: { ask?: boolean } = {}): () => Promise<void> {
  const { t } = useTranslation();
  const dialog = useDialog();
  const { sdk, tokens } = useServices();
  const actor = useSessionActor();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    const confirmed = () =>
      !ask ||
      dialog.confirm({ title: t('account.signOut'), message: t('account.signOutConfirm'), icon: 'warning' });
    if (actor?.getSnapshot().matches('authenticated')) {
      actor.send({ type: 'LOGOUT' });
      actor.send({ type: (await confirmed()) ? 'CONFIRM' : 'CANCEL' });
      if (actor.getSnapshot().matches('loggingOut')) await ended(actor);
      return;
    }
    if (!(await confirmed())) return;
    if (actor?.getSnapshot().matches('unavailable')) {
      // The member could not be loaded (an outage): the machine ends the session without its confirm step.
      actor.send({ type: 'LOGOUT' });
      return ended(actor);
    }
    // The session's code did not load: end the session here, so a failed download never keeps anyone signed in.
    await sdk.session.logout().catch(() => undefined);
    clearSessionStorage({ tokenStore: tokens, sessionStore: sessionStore() });
    forgetMember(queryClient, sdk);
    void navigate(isAgent ? hrefs.agent() : hrefs.home());
  }, [actor, ask, dialog, t, sdk, tokens, queryClient, navigate, isAgent]);
}
