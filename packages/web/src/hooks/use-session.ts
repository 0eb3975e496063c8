import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActorRefFrom } from 'xstate';
import { memberRole, type SessionExtras, type sessionMachine } from '@lobby/flows';
import type { LobbySdk, Schemas } from '@lobby/sdk';
import { useServices } from '@/lib/app-services';
import { retryTransient } from '@/lib/query-client';
import { sharedKeys } from '@/lib/query-keys';

/** Query of the logged-in member; keyed by the session (never its token) so a new session never sees the old member. */
export const memberInfoQuery = (sdk: LobbySdk, sessionKey: string | null) =>
  queryOptions({
    queryKey: sharedKeys.memberInfo(sessionKey),
    queryFn: ({ signal }) => sdk.member.getMemberInfo(undefined, { signal }),
    enabled: sessionKey !== null,
    staleTime: 60_000,
    // A refusal is the session machine's to handle at once, not a read to hold until the member logs in again.
    retry: retryTransient,
  });

/** The running `sessionMachine` (app/session-host.tsx starts it once a token exists). */
export type SessionActor = ActorRefFrom<typeof sessionMachine>;

/** The session machine as the tree sees it. */
export interface SessionMachineState {
  /** Null until the session's code has loaded (visitors never load it) and in tests that render without it. */
  readonly actor: SessionActor | null;
  /** A token exists and the machine's code is on its way (false once it runs, or if its download failed). */
  readonly starting: boolean;
}

export const SessionActorContext = createContext<SessionMachineState>({ actor: null, starting: false });

/** The session machine, when it runs. */
export const useSessionActor = (): SessionActor | null => useContext(SessionActorContext).actor;

const noExtras: SessionExtras = { consolidated: null, unreadCount: null };

export interface Session {
  readonly token: string | null;
  /** The session's name in query keys and React keys (`tokens.sessionKey()`): never the token itself. */
  readonly sessionKey: string | null;
  readonly loggedIn: boolean;
  readonly member: Schemas['MemberInfo'] | undefined;
  readonly isAgent: boolean;
  readonly isTrial: boolean;
  /**
   * The server ended the session mid-use and the member is asked to log in again: the page stays (guards
   * let it be) and so does the session key (`tokens.refuse`), so its screens and forms keep their data.
   */
  readonly expired: boolean;
  /** True while a token exists but the member is not loaded yet (guards wait for it). */
  readonly pending: boolean;
  /** A visitor opened a link that hands over a session and has not answered the question yet (guards wait for it). */
  readonly handingOver: boolean;
  /** What the session machine loaded beside the member: consolidated wallet (agent policy, not trial), unread count (not trial). */
  readonly extras: SessionExtras;
  /** False while the session machine still loads the member or the extras (true without the machine: nothing to wait for). */
  readonly extrasSettled: boolean;
}

/** What the screens read from the session machine's state (defaults while it does not run). */
function useMachineView(actor: SessionActor | null, starting: boolean) {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!actor) return () => undefined;
      const subscription = actor.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const expiredOf = () => actor?.getSnapshot().matches('expired') === true;
  const extrasOf = () => actor?.getSnapshot().context.extras ?? noExtras;
  const settledOf = () => {
    const snapshot = actor?.getSnapshot();
    return (
      !snapshot ||
      !(
        snapshot.matches('restoring') ||
        snapshot.matches('loadingMember') ||
        snapshot.matches({ authenticated: 'loadingExtras' })
      )
    );
  };
  // Until the machine runs, a visitor's host starts only for a handed-over session.
  const handingOverOf = () => {
    const snapshot = actor?.getSnapshot();
    return snapshot ? snapshot.matches('restoring') || snapshot.matches('handOver') : starting;
  };
  return {
    expired: useSyncExternalStore(subscribe, expiredOf, expiredOf),
    extras: useSyncExternalStore(subscribe, extrasOf, extrasOf),
    settled: useSyncExternalStore(subscribe, settledOf, settledOf),
    handingOver: useSyncExternalStore(subscribe, handingOverOf, handingOverOf),
  };
}

/**
 * The session token and the member it belongs to. The session machine restores, loads, expires and ends
 * the session; it loads the member through `memberInfoQuery`, so screens that change the member
 * (a claim, a message read) refresh it by invalidating that query.
 */
export function useSession(): Session {
  const { sdk, tokens } = useServices();
  const { actor, starting } = useContext(SessionActorContext);
  const token = useSyncExternalStore(tokens.subscribe, tokens.get, tokens.get);
  const sessionKey = useSyncExternalStore(tokens.subscribe, tokens.sessionKey, tokens.sessionKey);
  const machine = useMachineView(actor, starting);
  const { data: member, isPending, isError } = useQuery(memberInfoQuery(sdk, sessionKey));
  const type = member?.type;
  return {
    token,
    sessionKey,
    loggedIn: token !== null,
    expired: machine.expired,
    member,
    isAgent: type !== undefined && memberRole(type) === 'agent',
    isTrial: type !== undefined && memberRole(type) === 'trial',
    pending: token !== null && isPending && !isError,
    handingOver: token === null && machine.handingOver,
    extras: machine.extras,
    extrasSettled: !starting && machine.settled,
  };
}
