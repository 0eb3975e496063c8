import { assign, emit, fromPromise, setup } from 'xstate';
import { ROUTES } from '../constants.js';
import { toFlowError } from '../errors.js';
import type { MemberInfo, SdkSlice } from '../ports/sdk.js';
import { placeholder } from '../shared/placeholder-actor.js';
import { forgotErrors } from './forgot-password-form.js';
import type {
  ForgotContext,
  ForgotEmitted,
  ForgotEvent,
  ForgotMode,
  ForgotValues,
} from './forgot-password.types.js';

/** Forgot password: by email (confirmation, then close) or by phone (new password, automatic login, then /). */
export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotContext,
    events: {} as ForgotEvent,
    input: {} as { mode?: ForgotMode },
    emitted: {} as ForgotEmitted,
  },
  actors: {
    sendEmail: placeholder<unknown, ForgotValues>('sendEmail', 'forgotPasswordActors'),
    setPassword: placeholder<unknown, ForgotValues>('setPassword', 'forgotPasswordActors'),
    autoLogin: placeholder<MemberInfo, ForgotValues>('autoLogin', 'forgotPasswordActors'),
  },
  guards: {
    invalid: ({ context, event }) =>
      event.type === 'SUBMIT' &&
      Object.keys(forgotErrors(context.mode, event.values, event.phoneDigits)).length > 0,
    emailMode: ({ context }) => context.mode === 'email',
  },
}).createMachine({
  id: 'forgotPassword',
  initial: 'editing',
  context: ({ input }) => ({ mode: input.mode ?? 'email', values: {}, fieldErrors: {}, error: null }),
  states: {
    editing: {
      on: {
        SELECT_MODE: { actions: assign({ mode: ({ event }) => event.mode, fieldErrors: {}, error: null }) },
        SUBMIT: [
          {
            guard: 'invalid',
            actions: assign({
              fieldErrors: ({ context, event }) =>
                forgotErrors(context.mode, event.values, event.phoneDigits),
              error: null,
            }),
          },
          {
            guard: 'emailMode',
            target: 'sendingEmail',
            actions: assign({ values: ({ event }) => event.values, fieldErrors: {}, error: null }),
          },
          {
            target: 'settingPassword',
            actions: assign({ values: ({ event }) => event.values, fieldErrors: {}, error: null }),
          },
        ],
        CLOSE: 'closed',
      },
    },
    sendingEmail: {
      invoke: {
        id: 'sendEmail',
        src: 'sendEmail',
        input: ({ context }) => context.values,
        onDone: 'emailSent',
        onError: { target: 'editing', actions: assign({ error: ({ event }) => toFlowError(event.error) }) },
      },
    },
    emailSent: { on: { CLOSE: 'closed' } },
    settingPassword: {
      invoke: {
        id: 'setPassword',
        src: 'setPassword',
        input: ({ context }) => context.values,
        onDone: 'loggingIn',
        onError: { target: 'editing', actions: assign({ error: ({ event }) => toFlowError(event.error) }) },
      },
    },
    loggingIn: {
      invoke: {
        id: 'autoLogin',
        src: 'autoLogin',
        input: ({ context }) => context.values,
        onDone: {
          target: 'done',
          actions: [
            emit(({ event }) => ({ type: 'loggedIn' as const, member: event.output, firstTimeLogin: false })),
            emit({ type: 'closeModal' }),
            emit({ type: 'navigate', to: ROUTES.home }),
          ],
        },
        // The password is changed; only the automatic login failed: let the user log in by hand.
        onError: {
          target: 'done',
          actions: [
            assign({ error: ({ event }) => toFlowError(event.error) }),
            emit({ type: 'closeModal' }),
            emit({ type: 'openLogin' }),
          ],
        },
      },
    },
    closed: { type: 'final', entry: emit({ type: 'closeModal' }) },
    done: { type: 'final' },
  },
});

/** Real actors: `forgotPasswordMachine.provide({ actors: forgotPasswordActors(sdk, { deviceId }) })`. */
export function forgotPasswordActors(
  sdk: SdkSlice<'member', 'forgotPasswordEmail' | 'setPasswordByPhone' | 'getMemberInfo'> &
    SdkSlice<'session', 'login'>,
  ports: { deviceId: () => string },
) {
  return {
    sendEmail: fromPromise<unknown, ForgotValues>(({ input, signal }) =>
      sdk.member.forgotPasswordEmail(
        { username: input.username?.trim() ?? '', email: input.email?.trim() ?? '' },
        { signal },
      ),
    ),
    setPassword: fromPromise<unknown, ForgotValues>(({ input, signal }) =>
      sdk.member.setPasswordByPhone(
        {
          mobileNum: input.mobileNum?.trim() ?? '',
          verificationCode: input.verificationCode?.trim() ?? '',
          newPassword: input.newPassword ?? '',
          ...(input.countryDialingCode ? { countryDialingCode: input.countryDialingCode } : {}),
        },
        { signal },
      ),
    ),
    autoLogin: fromPromise<MemberInfo, ForgotValues>(async ({ input, signal }) => {
      await sdk.session.login(
        {
          username: input.mobileNum?.trim() ?? '',
          password: input.newPassword ?? '',
          type: 'username',
          loginDeviceId: ports.deviceId(),
        },
        { signal },
      );
      return sdk.member.getMemberInfo({}, { signal });
    }),
  };
}
