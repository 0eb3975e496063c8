import { and, assign, emit, enqueueActions, not, raise, setup } from 'xstate';
import { CAPTCHA_REFRESH_MS, DEFAULT_WEAK_PASSWORD, FLAGS, ROUTES } from '../constants.js';
import { errorValue, flowError, toFlowError } from '../errors.js';
import { memberRole } from '../member-role.js';
import { phoneAuthError } from '../phone-auth-errors.js';
import type { LoginValue, MemberInfo, SocialProviderConfig } from '../ports/sdk.js';
import type { Remembered } from './remember-me.js';
import { socialAuthError } from '../social-auth-errors.js';
import { checkCredentials, pickCredentials } from './login-form.js';
import type {
  Credentials,
  LoginContext,
  LoginEmitted,
  LoginEvent,
  LoginMachineInput,
  LoginOutput,
  SubmitLoginInput,
} from './login.types.js';
import { placeholder } from '../shared/placeholder-actor.js';

/** Login popup and agent login: username or SMS, captcha after a failure, slide check, firebase variant, social sign-in. */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginMachineInput,
    emitted: {} as LoginEmitted,
    output: {} as LoginOutput,
  },
  actors: {
    readRemembered: placeholder<Remembered>('readRemembered', 'loginActors'),
    fetchCaptcha: placeholder<string>('fetchCaptcha', 'loginActors'),
    confirmPhoneCode: placeholder<string, { verificationId: string; code: string }>(
      'confirmPhoneCode',
      'loginActors',
    ),
    submitLogin: placeholder<LoginValue, SubmitLoginInput>('submitLogin', 'loginActors'),
    socialSignIn: placeholder<LoginValue, SocialProviderConfig>('socialSignIn', 'loginActors'),
    loadMember: placeholder<MemberInfo>('loadMember', 'loginActors'),
    dropSession: placeholder<unknown>('dropSession', 'loginActors'),
  },
  actions: {
    announceFirstLogin: enqueueActions(({ context, enqueue }) => {
      if (context.result?.firstTimeLogin) enqueue.emit({ type: 'firstLogin' });
    }),
    announceLogin: emit(({ context }) => ({
      type: 'loggedIn' as const,
      member: context.member as MemberInfo,
      firstTimeLogin: context.result?.firstTimeLogin === true,
    })),
  },
  delays: { captchaRefresh: CAPTCHA_REFRESH_MS },
  guards: {
    smsAllowed: ({ context, event }) =>
      event.type === 'SWITCH_TYPE' && (event.loginType === 'username' || context.smsEnabled),
    invalid: ({ context, event }) =>
      event.type === 'SUBMIT' && Object.keys(checkCredentials(context, event)).length > 0,
    usernameLogin: ({ context }) => context.loginType === 'username',
    firebaseLogin: ({ context }) => context.loginType === 'sms' && context.firebase,
    codeSent: ({ context }) => context.verificationId !== null,
    socialOffered: ({ context, event }) =>
      event.type === 'SOCIAL_SIGN_IN' && context.socialProviders.some((p) => p.provider === event.provider),
    captchaInError: ({ event }) => errorValue((event as { error?: unknown }).error)?.['captcha'] === true,
    verificationRequired: ({ context }) => context.result?.verificationRequired === true,
    mustChangePassword: ({ context }) =>
      context.loginType === 'username' &&
      (context.credentials?.password === DEFAULT_WEAK_PASSWORD ||
        (context.passwordPolicy && context.result?.passwordExpired === true)),
    agentVariant: ({ context }) => context.variant === 'agent',
    memberIsAgent: ({ context }) => context.member !== null && memberRole(context.member.type) === 'agent',
  },
}).createMachine({
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
            checking: {
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
            },
            slideCheck: { on: { SLIDE_OK: 'submitting', SLIDE_CANCEL: 'editing' } },
            confirmingCode: {
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
            },
            submitting: {
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
            },
            // The provider's window gives an id token, then socialLogin a session like login's.
            socialSignIn: {
              invoke: {
                id: 'socialSignIn',
                src: 'socialSignIn',
                input: ({ context }) =>
                  context.socialProviders.find(
                    (p) => p.provider === context.socialProvider,
                  ) as SocialProviderConfig,
                onDone: { target: 'loadingMember', actions: assign({ result: ({ event }) => event.output }) },
                onError: {
                  target: 'editing',
                  actions: assign({
                    socialError: ({ event }) => socialAuthError(event.error),
                    socialProvider: null,
                  }),
                },
              },
            },
            deciding: {
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
                      reason:
                        oldPassword === DEFAULT_WEAK_PASSWORD ? ('weak' as const) : ('expired' as const),
                    };
                  }),
                },
                { target: 'loadingMember' },
              ],
            },
            loadingMember: {
              entry: 'announceFirstLogin',
              invoke: {
                id: 'loadMember',
                src: 'loadMember',
                onDone: { target: 'admitting', actions: assign({ member: ({ event }) => event.output }) },
                onError: { target: 'rejecting', actions: assign({ error: flowError('error_not_member') }) },
              },
            },
            admitting: {
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
            },
            rejecting: {
              // The server issued a token for an account this login does not admit: drop it.
              invoke: { id: 'dropSession', src: 'dropSession', onDone: 'editing', onError: 'editing' },
              exit: assign({ member: null, result: null }),
            },
          },
        },
        captcha: {
          initial: 'hidden',
          states: {
            hidden: { on: { CAPTCHA_REQUIRED: 'loading' } },
            loading: {
              invoke: {
                id: 'fetchCaptcha',
                src: 'fetchCaptcha',
                onDone: {
                  target: 'cooling',
                  actions: assign({ captchaImage: ({ event }) => event.output, captchaError: null }),
                },
                onError: {
                  target: 'cooling',
                  actions: assign({ captchaError: flowError('image_load_error') }),
                },
              },
            },
            // At most one image a second: clicks while cooling are dropped, a new failure waits.
            cooling: { after: { captchaRefresh: 'ready' }, on: { CAPTCHA_REQUIRED: 'queued' } },
            queued: { after: { captchaRefresh: 'loading' } },
            ready: { on: { REFRESH_CAPTCHA: 'loading', CAPTCHA_REQUIRED: 'loading' } },
          },
        },
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
