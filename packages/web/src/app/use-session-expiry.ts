import { useEffect, useRef } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useModals } from '@/hooks/use-modals';
import { hrefs, pathsOf, routes, type RouteName } from '@/config/paths';
import type { SessionActor } from '@/hooks/use-session';
import { useServices } from '@/lib/app-services';
import type { SessionEndReason } from '@/lib/token-store';

/** A page only a member (or an agent) may see: declining to log in again leaves it. */
const isMembersPage = (pathname: string): boolean =>
  (Object.keys(routes) as RouteName[]).some(
    (name) =>
      routes[name].access !== 'public' && pathsOf(name).some((path) => matchPath(path, pathname) !== null),
  );

/**
 * The app's side of a session the server ended mid-use (sessionMachine's `expired`): any call's 401 with the
 * session's token ends it, and so does the events channel's `sessionEnded` (whose reason the popup names), the login popup asks to log in again over the page (which keeps its forms), the same
 * member's return reads the screens again, and declining leaves a members' page for the home.
 */
export function useSessionExpiry(actor: SessionActor): void {
  const { tokens, sdk } = useServices();
  const queryClient = useQueryClient();
  const { stack, open } = useModals();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const asking = useRef(false);
  // Why the server ended the session, when it said so: the popup names it.
  const endedBecause = useRef<SessionEndReason | undefined>(undefined);
  const leaving = useRef(false);

  useEffect(() => {
    const stopRefusals = tokens.onRefused((reason) => {
      // Only a running session ends here (one still loading its member is forgotten by the machine itself).
      if (!actor.getSnapshot().matches('authenticated')) return;
      endedBecause.current = reason;
      tokens.keepSessionKey();
      actor.send({ type: 'EXPIRED' });
    });
    const subscriptions = [
      actor.on('sessionExpired', () => {
        asking.current = true;
        const because = endedBecause.current;
        open({ name: 'login', reason: 'sessionEnded', ...(because ? { endedBecause: because } : {}) });
      }),
      // Same member, new session: what the screens show is fetched again; their data (and forms) stay meanwhile.
      actor.on('resumed', () => {
        sdk.cache.flush();
        void queryClient.invalidateQueries();
      }),
    ];
    return () => {
      stopRefusals();
      subscriptions.forEach((subscription) => subscription.unsubscribe());
    };
  }, [actor, open, queryClient, sdk, tokens]);

  const loginOpen = stack.some((request) => request.name === 'login');
  useEffect(() => {
    if (!asking.current || loginOpen) return;
    asking.current = false;
    // Closed by a login (a token is back): the session machine takes the member from there.
    if (tokens.get() !== null || !actor.getSnapshot().matches('expired')) return;
    if (!isMembersPage(pathname)) {
      tokens.release();
      actor.send({ type: 'DISMISS' });
      return;
    }
    // The session ends once the members' page is left: ending it first would send the guard to the login again.
    leaving.current = true;
    void navigate(hrefs.home(), { replace: true });
  }, [actor, loginOpen, navigate, pathname, tokens]);

  useEffect(() => {
    if (!leaving.current || isMembersPage(pathname)) return;
    leaving.current = false;
    tokens.release();
    actor.send({ type: 'DISMISS' });
  }, [actor, pathname, tokens]);
}
