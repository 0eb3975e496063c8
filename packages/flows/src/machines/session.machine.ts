import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { MERCHANT_STORAGE_KEYS, ROUTES } from '../constants.js';
import { toFlowError, type FlowError } from '../errors.js';
import { memberRole, type MemberRole } from '../member-role.js';
import type { MemberInfo, Schemas, SdkSlice } from '../ports/sdk.js';
import type { KeyValueStore, TokenStore } from '../ports/storage.js';
import { placeholder } from './placeholder-actor.js';

export interface SessionInput {
  /** The address the app was opened with (`?token=` is taken from it). */
  url: string;
  /** The agent-policy flag: the consolidated wallet loads only when it is on. */
  agentPolicy: boolean;
}

/** What restoreToken finds: whether a token is now held, and the address without `token`. */
export interface RestoredToken {
  hasToken: boolean;
  cleanedUrl: string | null;
}

/** What loadExtras brings: the consolidated wallet and the unread count, when they apply. */
export interface SessionExtras {
  consolidated: Schemas['ConsolidatedFunds'] | null;
  unreadCount: number | null;
}

export interface SessionContext {
  agentPolicy: boolean;
  url: string;
  member: MemberInfo | null;
  role: MemberRole | null;
  extras: SessionExtras;
  error: FlowError | null;
}

export type SessionEvent =
  | { type: 'LOGGED_IN'; member: MemberInfo }
  | { type: 'REFRESH' }
  | { type: 'LOGOUT' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

/** `replaceUrl`: replace the address (without the token) in history; `navigate` after logout. */
export type SessionEmitted = { type: 'replaceUrl'; url: string } | { type: 'navigate'; to: string } | { type: 'loggedOut' };

const noExtras: SessionExtras = { consolidated: null, unreadCount: null };
/** The session: token from the address or storage, member info, role, extras, confirmed logout. */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as SessionEmitted,
  },
  actors: {
    restoreToken: placeholder<RestoredToken, { url: string }>('restoreToken', 'sessionActors'),
    loadMember: placeholder<MemberInfo>('loadMember', 'sessionActors'),
    loadExtras: placeholder<SessionExtras, { member: MemberInfo; consolidated: boolean; unread: boolean }>('loadExtras', 'sessionActors'),
    endSession: placeholder<unknown>('endSession', 'sessionActors'),
    forgetToken: placeholder<unknown>('forgetToken', 'sessionActors'),
  },
  actions: {
    setMember: assign({
      member: (_, member: MemberInfo) => member,
      role: (_, member: MemberInfo) => memberRole(member.type),
      extras: noExtras,
      error: null,
    }),
    clear: assign({ member: null, role: null, extras: noExtras }),
    announceCleanUrl: enqueueActions(({ event, enqueue }) => {
      const url = (event as { output?: RestoredToken }).output?.cleanedUrl;
      if (url) enqueue.emit({ type: 'replaceUrl', url });
    }),
  },
  guards: {
    hasToken: ({ event }) => (event as { output?: RestoredToken }).output?.hasToken === true,
    wasAgent: ({ context }) => context.role === 'agent',
  },
}).createMachine({
  id: 'session',
  initial: 'restoring',
  context: ({ input }) => ({ ...input, member: null, role: null, extras: noExtras, error: null }),
  states: {
    restoring: {
      invoke: {
        id: 'restoreToken',
        src: 'restoreToken',
        input: ({ context }) => ({ url: context.url }),
        onDone: [
          { guard: 'hasToken', target: 'loadingMember', actions: 'announceCleanUrl' },
          { target: 'anonymous', actions: 'announceCleanUrl' },
        ],
        onError: 'anonymous',
      },
    },
    loadingMember: {
      invoke: {
        id: 'loadMember',
        src: 'loadMember',
        onDone: { target: 'authenticated', actions: { type: 'setMember', params: ({ event }) => event.output } },
        // A stored token the server no longer accepts: forget it and carry on as a visitor.
        onError: { target: 'expiring', actions: assign({ error: ({ event }) => toFlowError(event.error) }) },
      },
    },
    expiring: { invoke: { id: 'forgetToken', src: 'forgetToken', onDone: 'anonymous', onError: 'anonymous' } },
    anonymous: {
      entry: 'clear',
      on: { LOGGED_IN: { target: 'authenticated', actions: { type: 'setMember', params: ({ event }) => event.member } } },
    },
    authenticated: {
      initial: 'loadingExtras',
      on: {
        REFRESH: '.refreshing',
        LOGGED_IN: { target: '.loadingExtras', actions: { type: 'setMember', params: ({ event }) => event.member } },
      },
      states: {
        loadingExtras: {
          invoke: {
            id: 'loadExtras',
            src: 'loadExtras',
            input: ({ context }) => ({
              member: context.member as MemberInfo,
              // Trial accounts have no inbox and no consolidated wallet.
              consolidated: context.agentPolicy && context.role !== 'trial',
              unread: context.role !== 'trial',
            }),
            onDone: { target: 'idle', actions: assign({ extras: ({ event }) => event.output }) },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => toFlowError(event.error) }) },
          },
        },
        refreshing: {
          invoke: {
            id: 'loadMember',
            src: 'loadMember',
            onDone: { target: 'loadingExtras', actions: { type: 'setMember', params: ({ event }) => event.output } },
            onError: { target: '#session.expiring', actions: assign({ error: ({ event }) => toFlowError(event.error) }) },
          },
        },
        idle: { on: { LOGOUT: 'confirmingLogout' } },
        confirmingLogout: { on: { CONFIRM: '#session.loggingOut', CANCEL: 'idle' } },
      },
    },
    loggingOut: {
      // Local state is cleared even when the server call fails: the user asked to leave, and a
      // token the server already dropped must not keep the UI logged in.
      invoke: { id: 'endSession', src: 'endSession', onDone: 'leaving', onError: 'leaving' },
    },
    leaving: {
      always: [
        { guard: 'wasAgent', target: 'anonymous', actions: [emit({ type: 'loggedOut' }), emit({ type: 'navigate', to: ROUTES.agent })] },
        { target: 'anonymous', actions: [emit({ type: 'loggedOut' }), emit({ type: 'navigate', to: ROUTES.home })] },
      ],
    },
  },
});

/** What the session's real actors need besides the SDK. */
export interface SessionPorts {
  tokenStore: TokenStore;
  sessionStore: KeyValueStore;
}

/** Clears session storage but the brand's merchant values (and the token with it). */
export function clearSessionStorage(ports: SessionPorts): void {
  ports.tokenStore.set(null);
  for (const key of ports.sessionStore.keys()) if (!MERCHANT_STORAGE_KEYS.includes(key)) ports.sessionStore.remove(key);
}

/** Takes `token` out of an address; `null` when there is none. */
export function takeToken(url: string): { token: string; cleanedUrl: string } | null {
  const parsed = new URL(url, 'http://localhost');
  const token = parsed.searchParams.get('token');
  if (!token) return null;
  parsed.searchParams.delete('token');
  return { token, cleanedUrl: `${parsed.pathname}${parsed.search}${parsed.hash}` };
}

/** Real actors: `sessionMachine.provide({ actors: sessionActors(sdk, { tokenStore, sessionStore }) })`. */
export function sessionActors(
  sdk: SdkSlice<'session', 'logout'> & SdkSlice<'member', 'getMemberInfo' | 'getConsolidatedFunds'> & SdkSlice<'content', 'getUnreadCount'>,
  ports: SessionPorts,
) {
  return {
    restoreToken: fromPromise<RestoredToken, { url: string }>(async ({ input }) => {
      const taken = takeToken(input.url);
      if (taken) ports.tokenStore.set(taken.token);
      return { hasToken: ports.tokenStore.get() !== null, cleanedUrl: taken?.cleanedUrl ?? null };
    }),
    loadMember: fromPromise<MemberInfo>(({ signal }) => sdk.member.getMemberInfo({}, { signal })),
    loadExtras: fromPromise<SessionExtras, { member: MemberInfo; consolidated: boolean; unread: boolean }>(async ({ input, signal }) => {
      const { member } = input;
      ports.sessionStore.set('account', member.account);
      ports.sessionStore.set('nickname', member.nickname ?? '');
      ports.sessionStore.set('customerId', member.id);
      ports.sessionStore.set('isAgent', String(memberRole(member.type) === 'agent'));
      // Each extra is a badge or a side panel: one failing must not hide the other.
      const [consolidated, unread] = await Promise.allSettled([
        input.consolidated ? sdk.member.getConsolidatedFunds({}, { signal }) : Promise.resolve(null),
        input.unread ? sdk.content.getUnreadCount({}, { signal }) : Promise.resolve(null),
      ]);
      return {
        consolidated: consolidated.status === 'fulfilled' ? consolidated.value : null,
        unreadCount: unread.status === 'fulfilled' ? unread.value : null,
      };
    }),
    endSession: fromPromise<unknown>(async ({ signal }) => {
      try {
        return await sdk.session.logout({}, { signal });
      } finally {
        clearSessionStorage(ports);
      }
    }),
    forgetToken: fromPromise<unknown>(async () => clearSessionStorage(ports)),
  };
}
