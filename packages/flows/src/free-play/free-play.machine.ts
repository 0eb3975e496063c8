import { assign, emit, fromPromise, setup } from 'xstate';
import { ROUTES } from '../constants.js';
import { toFlowError, type FlowError } from '../errors.js';
import type { MemberInfo, SdkSlice } from '../ports/sdk.js';
import { placeholder } from '../shared/placeholder-actor.js';

/** Events `freePlayMachine` emits for the app to act on. */
export type FreePlayEmitted =
  { type: 'loggedIn'; member: MemberInfo; firstTimeLogin: boolean } | { type: 'navigate'; to: string };

/** Free play (trial account): log in, load the login info, go to /. */
export const freePlayMachine = setup({
  types: {
    context: {} as { error: FlowError | null },
    events: {} as { type: 'RETRY' },
    emitted: {} as FreePlayEmitted,
  },
  actors: {
    freePlayLogin: placeholder<unknown>('freePlayLogin', 'freePlayActors'),
    loadMember: placeholder<MemberInfo>('loadMember', 'freePlayActors'),
  },
}).createMachine({
  id: 'freePlay',
  initial: 'loggingIn',
  context: { error: null },
  states: {
    loggingIn: {
      invoke: {
        id: 'freePlayLogin',
        src: 'freePlayLogin',
        onDone: 'loadingMember',
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toFlowError(event.error) }) },
      },
    },
    loadingMember: {
      invoke: {
        id: 'loadMember',
        src: 'loadMember',
        onDone: {
          target: 'done',
          actions: [
            emit(({ event }) => ({ type: 'loggedIn' as const, member: event.output, firstTimeLogin: false })),
            emit({ type: 'navigate', to: ROUTES.home }),
          ],
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toFlowError(event.error) }) },
      },
    },
    failed: { on: { RETRY: { target: 'loggingIn', actions: assign({ error: null }) } } },
    done: { type: 'final' },
  },
});

/** Real actors: `freePlayMachine.provide({ actors: freePlayActors(sdk, { os, deviceId }) })`. */
export function freePlayActors(
  sdk: SdkSlice<'session', 'freePlayLogin'> & SdkSlice<'member', 'getMemberInfo'>,
  ports: { os: string; deviceId: () => string },
) {
  return {
    freePlayLogin: fromPromise<unknown>(({ signal }) =>
      sdk.session.freePlayLogin({ os: ports.os, loginDeviceId: ports.deviceId() }, { signal }),
    ),
    loadMember: fromPromise<MemberInfo>(({ signal }) => sdk.member.getMemberInfo({}, { signal })),
  };
}
