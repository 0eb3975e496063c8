import { assign, raise } from 'xstate';
import { FLAGS } from '../constants.js';
import { checkCredentials, pickCredentials } from './login-form.js';
import { admissionStates } from './login.admission.js';
import { captchaRegion } from './login.captcha.js';
import { loginSetup } from './login.setup.js';
import { signInStates } from './login.sign-in.js';

/** Login popup and agent login: username or SMS, captcha after a failure, slide check, firebase variant, social sign-in. */
export const loginMachine = loginSetup.createMachine({
  id: 'login',
  initial: 'active',
  context: ({ input }) => ({
    variant: input.variant ?? 'member',
    loginType: 'username',
    smsEnabled: input.flags[FLAGS.smsLogin] === true,
    firebase: input.firebaseSms === true,
    socialProviders: input.socialProviders ?? [],
    socialProvider: null,
    socialError: null,
    passwordPolicy: input.flags[FLAGS.passwordExpiryForceChange] === true,
    rememberMe: false,
    remembered: { rememberMe: false, username: '', smsMobile: '' },
    captchaRequired: false,
    captchaImage: null,
    captchaError: null,
    verificationId: null,
    firebaseIdToken: null,
    credentials: null,
    fieldErrors: {},
    error: null,
    result: null,
    member: null,
  }),
  states: {
    active: {
      type: 'parallel',
      states: {
        form: {
          initial: 'restoring',
          states: {
            restoring: {
              invoke: {
                id: 'readRemembered',
                src: 'readRemembered',
                onDone: {
                  target: 'editing',
                  actions: assign({
                    remembered: ({ event }) => event.output,
                    rememberMe: ({ event }) => event.output.rememberMe,
                  }),
                },
                onError: 'editing',
              },
              // A press before the remembered name has been read is not lost: the form takes it as typed.
              on: {
                SUBMIT: { target: 'editing', actions: raise(({ event }) => event) },
                SOCIAL_SIGN_IN: { target: 'editing', actions: raise(({ event }) => event) },
              },
            },
            editing: {
              on: {
                SWITCH_TYPE: {
                  guard: 'smsAllowed',
                  actions: assign({
                    loginType: ({ event }) => event.loginType,
                    fieldErrors: {},
                    error: null,
                  }),
                },
                SET_REMEMBER: { actions: assign({ rememberMe: ({ event }) => event.rememberMe }) },
                SMS_SENT: { actions: assign({ verificationId: ({ event }) => event.verificationId }) },
                SOCIAL_SIGN_IN: {
                  guard: 'socialOffered',
                  target: 'socialSignIn',
                  actions: assign({
                    socialProvider: ({ event }) => event.provider,
                    fieldErrors: {},
                    error: null,
                    socialError: null,
                    result: null,
                    member: null,
                  }),
                },
                SUBMIT: [
                  {
                    guard: 'invalid',
                    actions: assign({
                      fieldErrors: ({ context, event }) => checkCredentials(context, event),
                      error: null,
                    }),
                  },
                  {
                    target: 'checking',
                    actions: assign({
                      credentials: ({ event }) => pickCredentials(event),
                      firebaseIdToken: null,
                      fieldErrors: {},
                      error: null,
                      socialError: null,
                      result: null,
                      member: null,
                    }),
                  },
                ],
              },
            },
            ...signInStates,
            ...admissionStates,
          },
        },
        captcha: captchaRegion,
      },
    },
    verificationRequired: { type: 'final' },
    changePassword: { type: 'final' },
    loggedIn: { type: 'final' },
  },
  output: ({ context }) => {
    if (context.result?.verificationRequired)
      return { result: 'verificationRequired', maskedMobileNum: context.result.maskedMobileNum ?? null };
    return context.member ? { result: 'loggedIn', member: context.member } : { result: 'changePassword' };
  },
});
