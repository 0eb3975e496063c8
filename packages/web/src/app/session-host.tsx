import { useEffect, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { FLAGS, sessionActors, sessionMachine, type MemberInfo } from '@lobby/flows';
import { memberInfoQuery, type SessionActor } from '@/hooks/use-session';
import { useSiteConfig } from '@/hooks/use-site-config';
import { useServices } from '@/lib/app-services';
import { sessionStore } from '@/lib/browser-ports';
import { forgetMember } from '@/lib/forget-member';
import { handedOverSession } from '@/lib/handed-over-session';
import { useSessionExpiry } from './use-session-expiry';

/**
 * Runs `sessionMachine` for the app and carries out what it emits: the address without `?token=`, the
 * member's reads forgotten when the session ends (`forgetMember`), the page after a logout, a session the
 * server ended (use-session-expiry.ts). Hands the actor up once it runs.
 */
export function SessionHost({ onActor }: { onActor: (actor: SessionActor) => void; onFailed: () => void }) {
  const { sdk, tokens } = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const site = useSiteConfig();
  const [machine] = useState(() =>
    sessionMachine.provide({
      actors: {
        // The link's token (taken out of the address at boot) waits in memory until the visitor answers.
        ...sessionActors(sdk, {
          tokenStore: tokens,
          sessionStore: sessionStore(),
          handOver: handedOverSession,
        }),
        // Through the query cache: the header and every screen read the member from there.
        loadMember: fromPromise<MemberInfo>(() =>
          queryClient.fetchQuery(memberInfoQuery(sdk, tokens.sessionKey())),
        ),
      },
    }),
  );
  const actor = useActorRef(machine, {
    input: { url: window.location.href, agentPolicy: site.flags.has(FLAGS.agentPolicy) },
  });
  const token = useSyncExternalStore(tokens.subscribe, tokens.get, tokens.get);
  useSessionExpiry(actor);

  useEffect(() => {
    const subscriptions = [
      actor.on('replaceUrl', ({ url }) => void navigate(url, { replace: true })),
      actor.on('loggedOut', () => forgetMember(queryClient, sdk)),
      actor.on('navigate', ({ to }) => void navigate(to)),
    ];
    onActor(actor);
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, navigate, onActor, queryClient, sdk]);

  useEffect(() => {
    if (token === null) return;
    // Every way in (a login form, free play, a verified login) ends with a token: the session takes its member,
    // also when it is the login asked for after the server ended the session.
    const snapshot = actor.getSnapshot();
    if (!snapshot.matches('anonymous') && !snapshot.matches('expired')) return;
    // After an ended session its key (and member) is still cached: whoever logged in is asked for afresh.
    const query = memberInfoQuery(sdk, tokens.sessionKey());
    queryClient.fetchQuery(snapshot.matches('expired') ? { ...query, staleTime: 0 } : query).then(
      (member) => actor.send({ type: 'LOGGED_IN', member }),
      () => undefined,
    );
  }, [actor, queryClient, sdk, token, tokens]);

  return null;
}
