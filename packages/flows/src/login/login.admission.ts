import { and, assign, emit, not } from 'xstate';
import { DEFAULT_WEAK_PASSWORD, ROUTES } from '../constants.js';
import { flowError } from '../errors.js';
import { loginSetup } from './login.setup.js';

/**
 * What follows the server's yes: a verification or a forced password change ends the login; otherwise
 * the member is loaded and admitted, unless the agent login got a player (then the session is dropped).
 */
export const admissionStates = {
  deciding: loginSetup.createStateConfig({
    always: [
      { guard: 'verificationRequired', target: '#login.verificationRequired' },
      {
        guard: 'mustChangePassword',
        target: '#login.changePassword',
        actions: emit(({ context }) => {
          const oldPassword = context.credentials?.password ?? '';
          return {
            type: 'changePassword' as const,
            oldPassword,
            reason: oldPassword === DEFAULT_WEAK_PASSWORD ? ('weak' as const) : ('expired' as const),
          };
        }),
      },
      { target: 'loadingMember' },
    ],
  }),
  loadingMember: loginSetup.createStateConfig({
    entry: 'announceFirstLogin',
    invoke: {
      id: 'loadMember',
      src: 'loadMember',
      onDone: { target: 'admitting', actions: assign({ member: ({ event }) => event.output }) },
      onError: { target: 'rejecting', actions: assign({ error: flowError('error_not_member') }) },
    },
  }),
  admitting: loginSetup.createStateConfig({
    always: [
      {
        guard: and(['agentVariant', not('memberIsAgent')]),
        target: 'rejecting',
        actions: assign({ error: flowError('error_not_agent') }),
      },
      {
        guard: 'memberIsAgent',
        target: '#login.loggedIn',
        actions: ['announceLogin', emit({ type: 'navigate', to: ROUTES.agentHome })],
      },
      { target: '#login.loggedIn', actions: 'announceLogin' },
    ],
  }),
  rejecting: loginSetup.createStateConfig({
    // The server issued a token for an account this login does not admit: drop it.
    invoke: { id: 'dropSession', src: 'dropSession', onDone: 'editing', onError: 'editing' },
    exit: assign({ member: null, result: null }),
  }),
};
