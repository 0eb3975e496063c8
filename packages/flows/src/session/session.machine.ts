import { assign, emit, enqueueActions, setup } from 'xstate';
import { ROUTES } from '../constants.js';
import { isLobbyError, toFlowError, type FlowError } from '../errors.js';
import { memberRole, type MemberRole } from '../member-role.js';
import type { MemberInfo, Schemas } from '../ports/sdk.js';
import { placeholder } from '../shared/placeholder-actor.js';

/** What `sessionMachine` is created with. */
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

/** `sessionMachine`'s context. */
export interface SessionContext {
  agentPolicy: boolean;
  url: string;
  member: MemberInfo | null;
  role: MemberRole | null;
  extras: SessionExtras;
  error: FlowError | null;
}

/** Events the UI sends to `sessionMachine`. */
export type SessionEvent =
  | { type: 'LOGGED_IN'; member: MemberInfo }
  | { type: 'REFRESH' }
  | { type: 'LOGOUT' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  /** The server refused the session's token on some call (a 401): the session has ended. */
  | { type: 'EXPIRED' }
  /** The member, asked to log in again after the session ended, chose not to. */
  | { type: 'DISMISS' };

/**
 * `replaceUrl`: replace the address (without the token) in history; `navigate` after logout;
 * `sessionExpired`: ask to log in again, keeping the page; `resumed`: the same member is back after
 * it, so what the screens show is read again under the new session.
 */
export type SessionEmitted =
  | { type: 'replaceUrl'; url: string }
  | { type: 'navigate'; to: string }
  | { type: 'loggedOut' }
  | { type: 'sessionExpired' }
  | { type: 'resumed' };

const noExtras: SessionExtras = { consolidated: null, unreadCount: null };
/** How long the session waits before asking for the member again after a failure that was not a refusal (reconstructed). */
export const SESSION_RETRY_MS = 30_000;
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
    loadExtras: placeholder<SessionExtras, { member: MemberInfo; consolidated: boolean; unread: boolean }>(
      'loadExtras',
      'sessionActors',
    ),
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
    setError: assign({ error: ({ event }) => toFlowError((event as { error?: unknown }).error) }),
    announceCleanUrl: enqueueActions(({ event, enqueue }) => {
      const url = (event as { output?: RestoredToken }).output?.cleanedUrl;
      if (url) enqueue.emit({ type: 'replaceUrl', url });
    }),
  },
  guards: {
    hasToken: ({ event }) => (event as { output?: RestoredToken }).output?.hasToken === true,
    wasAgent: ({ context }) => context.role === 'agent',
    sameMember: ({ context, event }) => event.type === 'LOGGED_IN' && context.member?.id === event.member.id,
    // Only the server's refusal of the token ends the session; an outage or a timeout must not log the member out.
    refused: ({ event }) => {
      const error = (event as { error?: unknown }).error;
      return isLobbyError(error) && error.status === 401;
    },
  },
  delays: { memberRetry: SESSION_RETRY_MS },
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
        onDone: {
          target: 'authenticated',
          actions: { type: 'setMember', params: ({ event }) => event.output },
        },
        // A stored token the server no longer accepts: forget it and carry on as a visitor.
        onError: [
          { guard: 'refused', target: 'expiring', actions: 'setError' },
          { target: 'unavailable', actions: 'setError' },
        ],
      },
    },
    // The token is kept (the server did not refuse it); the member is asked for again later, and logout still works.
    unavailable: { after: { memberRetry: 'loadingMember' }, on: { LOGOUT: 'loggingOut' } },
    expiring: {
      invoke: { id: 'forgetToken', src: 'forgetToken', onDone: 'anonymous', onError: 'anonymous' },
    },
    anonymous: {
      entry: 'clear',
      on: {
        LOGGED_IN: {
          target: 'authenticated',
          actions: { type: 'setMember', params: ({ event }) => event.member },
        },
      },
    },
    authenticated: {
      initial: 'loadingExtras',
      on: {
        REFRESH: '.refreshing',
        EXPIRED: '#session.expired',
        // From any step: a member may sign out while the extras still load.
        LOGOUT: '.confirmingLogout',
        LOGGED_IN: {
          target: '.loadingExtras',
          actions: { type: 'setMember', params: ({ event }) => event.member },
        },
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
            onError: { target: 'idle', actions: 'setError' },
          },
        },
        refreshing: {
          invoke: {
            id: 'loadMember',
            src: 'loadMember',
            onDone: {
              target: 'loadingExtras',
              actions: { type: 'setMember', params: ({ event }) => event.output },
            },
            onError: [
              { guard: 'refused', target: '#session.expiring', actions: 'setError' },
              { target: 'idle', actions: 'setError' },
            ],
          },
        },
        idle: {},
        confirmingLogout: { on: { CONFIRM: '#session.loggingOut', CANCEL: 'idle' } },
      },
    },
    // Ended by the server mid-use: the token goes, the page and its forms stay, and the member is asked to
    // log in again. The same member carries on where they were; another one starts afresh from home.
    expired: {
      entry: emit({ type: 'sessionExpired' }),
      invoke: { id: 'forgetToken', src: 'forgetToken' },
      on: {
        LOGGED_IN: [
          {
            guard: 'sameMember',
            target: 'authenticated',
            actions: [{ type: 'setMember', params: ({ event }) => event.member }, emit({ type: 'resumed' })],
          },
          {
            target: 'authenticated',
            actions: [
              emit({ type: 'loggedOut' }),
              emit({ type: 'navigate', to: ROUTES.home }),
              { type: 'setMember', params: ({ event }) => event.member },
            ],
          },
        ],
        DISMISS: 'anonymous',
      },
    },
    loggingOut: {
      // Local state is cleared even when the server call fails: the user asked to leave, and a
      // token the server already dropped must not keep the UI logged in.
      invoke: { id: 'endSession', src: 'endSession', onDone: 'leaving', onError: 'leaving' },
    },
    leaving: {
      always: [
        {
          guard: 'wasAgent',
          target: 'anonymous',
          actions: [emit({ type: 'loggedOut' }), emit({ type: 'navigate', to: ROUTES.agent })],
        },
        {
          target: 'anonymous',
          actions: [emit({ type: 'loggedOut' }), emit({ type: 'navigate', to: ROUTES.home })],
        },
      ],
    },
  },
});
