import { assign, enqueueActions, setup } from 'xstate';
import { isLobbyError, toFlowError } from '../errors.js';
import { memberRole } from '../member-role.js';
import type { MemberInfo } from '../ports/sdk.js';
import { placeholder } from '../shared/placeholder-actor.js';
import type {
  RestoredToken,
  SessionContext,
  SessionEmitted,
  SessionEvent,
  SessionExtras,
  SessionInput,
} from './session.types.js';

/** No consolidated wallet, no unread count: what a session without a member shows. */
export const noExtras: SessionExtras = { consolidated: null, unreadCount: null };

/** How long the session waits before asking for the member again after a failure that was not a refusal (reconstructed). */
export const SESSION_RETRY_MS = 30_000;

/** `sessionMachine`'s types, actors, actions, guards and delays, referred to by name in its states. */
export const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as SessionEmitted,
  },
  actors: {
    restoreToken: placeholder<RestoredToken, { url: string }>('restoreToken', 'sessionActors'),
    loadMember: placeholder<MemberInfo>('loadMember', 'sessionActors'),
    readHandOver: placeholder<MemberInfo>('readHandOver', 'sessionActors'),
    settleHandOver: placeholder<unknown, { adopt: boolean }>('settleHandOver', 'sessionActors'),
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
    noteHandOver: assign({
      handOverWaiting: ({ event }) => (event as { output?: RestoredToken }).output?.handedOver === true,
    }),
    askHandOver: assign({
      handOverAccount: ({ event }) => (event as { output?: MemberInfo }).output?.account ?? null,
    }),
    endHandOver: assign({ handOverWaiting: false, handOverAccount: null }),
    announceCleanUrl: enqueueActions(({ event, enqueue }) => {
      const url = (event as { output?: RestoredToken }).output?.cleanedUrl;
      if (url) enqueue.emit({ type: 'replaceUrl', url });
    }),
  },
  guards: {
    hasToken: ({ event }) => (event as { output?: RestoredToken }).output?.hasToken === true,
    handedOver: ({ event }) => (event as { output?: RestoredToken }).output?.handedOver === true,
    handOverWaiting: ({ context }) => context.handOverWaiting,
    hasMember: ({ context }) => context.member !== null,
    // The link's account is the one already open: adopting its token switches no account, so nothing to ask.
    sameAccount: ({ context, event }) =>
      context.member !== null && (event as { output?: MemberInfo }).output?.id === context.member.id,
    wasAgent: ({ context }) => context.role === 'agent',
    sameMember: ({ context, event }) => event.type === 'LOGGED_IN' && context.member?.id === event.member.id,
    // Only the server's refusal of the token ends the session; an outage or a timeout must not log the member out.
    refused: ({ event }) => {
      const error = (event as { error?: unknown }).error;
      return isLobbyError(error) && error.status === 401;
    },
  },
  delays: { memberRetry: SESSION_RETRY_MS },
});
