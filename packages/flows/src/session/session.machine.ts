import { assign, emit } from 'xstate';
import { ROUTES } from '../constants.js';
import type { MemberInfo } from '../ports/sdk.js';
import { handOverState } from './session.hand-over.js';
import { noExtras, sessionSetup } from './session.setup.js';

/**
 * The session: token from storage, or from the address once the visitor confirms the account it signs in as;
 * member info, role, extras, confirmed logout.
 */
export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  initial: 'restoring',
  context: ({ input }) => ({
    ...input,
    member: null,
    role: null,
    extras: noExtras,
    error: null,
    handOverWaiting: false,
    handOverAccount: null,
  }),
  states: {
    restoring: {
      invoke: {
        id: 'restoreToken',
        src: 'restoreToken',
        input: ({ context }) => ({ url: context.url }),
        // With a session open, a handed-over token is asked about once that session's member is known.
        onDone: [
          { guard: 'hasToken', target: 'loadingMember', actions: ['announceCleanUrl', 'noteHandOver'] },
          { guard: 'handedOver', target: 'handOver', actions: ['announceCleanUrl', 'noteHandOver'] },
          { target: 'anonymous', actions: 'announceCleanUrl' },
        ],
        onError: 'anonymous',
      },
    },
    loadingMember: {
      invoke: {
        id: 'loadMember',
        src: 'loadMember',
        onDone: [
          {
            guard: 'handOverWaiting',
            target: 'handOver',
            actions: { type: 'setMember', params: ({ event }) => event.output },
          },
          { target: 'authenticated', actions: { type: 'setMember', params: ({ event }) => event.output } },
        ],
        // A stored token the server no longer accepts: forget it and carry on as a visitor.
        onError: [
          { guard: 'refused', target: 'expiring', actions: 'setError' },
          { target: 'unavailable', actions: 'setError' },
        ],
      },
    },
    // The token is kept (the server did not refuse it); the member is asked for again later, and logout still works.
    unavailable: { after: { memberRetry: 'loadingMember' }, on: { LOGOUT: 'loggingOut' } },
    // A stored token the server refused leaves a visitor, who is asked about a waiting handed-over token.
    expiring: {
      invoke: {
        id: 'forgetToken',
        src: 'forgetToken',
        onDone: [{ guard: 'handOverWaiting', target: 'handOver' }, { target: 'anonymous' }],
        onError: [{ guard: 'handOverWaiting', target: 'handOver' }, { target: 'anonymous' }],
      },
    },
    handOver: handOverState,
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
              {
                guard: 'refused',
                target: '#session.expiring',
                actions: ['setError', emit({ type: 'loggedOut' })],
              },
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
        // Declined: the session is over, so what was read for its member goes (loggedOut) as on a logout.
        DISMISS: { target: 'anonymous', actions: emit({ type: 'loggedOut' }) },
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
