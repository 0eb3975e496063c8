import { and, assign, raise } from 'xstate';
import { flowError, toFlowError } from '../errors.js';
import { phoneAuthError } from '../phone-auth-errors.js';
import type { SocialProviderConfig } from '../ports/sdk.js';
import { socialAuthError } from '../social-auth-errors.js';
import { loginSetup } from './login.setup.js';
import type { Credentials } from './login.types.js';

/**
 * The login form's way from a valid submit to the server's answer: the slide check (username), the
 * phone code (firebase SMS), the login call, or a social provider's sign-in.
 */
export const signInStates = {
  checking: loginSetup.createStateConfig({
    always: [
      { guard: 'usernameLogin', target: 'slideCheck' },
      { guard: and(['firebaseLogin', 'codeSent']), target: 'confirmingCode' },
      {
        guard: 'firebaseLogin',
        target: 'editing',
        actions: assign({ error: flowError('please_complete_verification') }),
      },
      { target: 'submitting' },
    ],
  }),
  slideCheck: loginSetup.createStateConfig({ on: { SLIDE_OK: 'submitting', SLIDE_CANCEL: 'editing' } }),
  confirmingCode: loginSetup.createStateConfig({
    invoke: {
      id: 'confirmPhoneCode',
      src: 'confirmPhoneCode',
      input: ({ context }) => ({
        verificationId: context.verificationId ?? '',
        code: context.credentials?.password.trim() ?? '',
      }),
      onDone: {
        target: 'submitting',
        actions: assign({ firebaseIdToken: ({ event }) => event.output }),
      },
      onError: {
        target: 'editing',
        actions: assign({ error: ({ event }) => phoneAuthError(event.error) }),
      },
    },
  }),
  submitting: loginSetup.createStateConfig({
    invoke: {
      id: 'submitLogin',
      src: 'submitLogin',
      input: ({ context }) => ({
        ...(context.credentials as Credentials),
        loginType: context.loginType,
        rememberMe: context.rememberMe,
        ...(context.loginType === 'sms' && context.firebaseIdToken
          ? { firebaseIdToken: context.firebaseIdToken }
          : {}),
      }),
      onDone: { target: 'deciding', actions: assign({ result: ({ event }) => event.output }) },
      onError: [
        {
          guard: 'captchaInError',
          target: 'editing',
          actions: [
            assign({ error: ({ event }) => toFlowError(event.error), captchaRequired: true }),
            raise({ type: 'CAPTCHA_REQUIRED' }),
          ],
        },
        { target: 'editing', actions: assign({ error: ({ event }) => toFlowError(event.error) }) },
      ],
    },
  }),
  // The provider's window gives an id token, then socialLogin a session like login's.
  socialSignIn: loginSetup.createStateConfig({
    invoke: {
      id: 'socialSignIn',
      src: 'socialSignIn',
      input: ({ context }) =>
        context.socialProviders.find((p) => p.provider === context.socialProvider) as SocialProviderConfig,
      onDone: { target: 'loadingMember', actions: assign({ result: ({ event }) => event.output }) },
      onError: {
        target: 'editing',
        actions: assign({
          socialError: ({ event }) => socialAuthError(event.error),
          socialProvider: null,
        }),
      },
    },
  }),
};
