import { and, assign, emit, enqueueActions, not, raise, setup } from 'xstate';
import { CAPTCHA_REFRESH_MS, DEFAULT_WEAK_PASSWORD, FLAGS, ROUTES } from '../constants.js';
import { errorValue, flowError, toFlowError, type FlowError } from '../errors.js';
import { memberRole } from '../member-role.js';
import { phoneAuthError } from '../phone-auth-errors.js';
import type { LoginValue, MemberInfo } from '../ports/sdk.js';
import type { Remembered } from '../remember-me.js';
import type { Flags } from '../whitelabel.js';
import { validateField, type ValidationMessage } from '../validation/index.js';
import { placeholder } from './placeholder-actor.js';

export type LoginType = 'username' | 'sms';
/** `member`: the site's login popup; `agent`: the /agent landing, agents only. */
export type LoginVariant = 'member' | 'agent';

export interface LoginMachineInput {
  variant?: LoginVariant;
  flags: Flags;
  /** The brand sends SMS codes through the phone-auth provider (configuration `register.firebaseSms`). */
  firebaseSms?: boolean;
}

/** What the user typed; for SMS, username is the mobile number and password the code. */
export interface Credentials {
  username: string;
  password: string;
  captcha?: string;
  countryDialingCode?: string;
}

/** What the submitLogin actor gets. */
export interface SubmitLoginInput extends Credentials {
  loginType: LoginType;
  rememberMe: boolean;
}

export interface LoginContext {
  variant: LoginVariant;
  loginType: LoginType;
  smsEnabled: boolean;
  firebase: boolean;
  passwordPolicy: boolean;
  rememberMe: boolean;
  remembered: Remembered;
  captchaRequired: boolean;
  captchaImage: string | null;
  captchaError: FlowError | null;
  verificationId: string | null;
  credentials: Credentials | null;
  fieldErrors: Record<string, ValidationMessage>;
  error: FlowError | null;
  result: LoginValue | null;
  member: MemberInfo | null;
}

export type LoginEvent =
  | { type: 'SWITCH_TYPE'; loginType: LoginType }
  | { type: 'SET_REMEMBER'; rememberMe: boolean }
  | { type: 'REFRESH_CAPTCHA' }
  | ({ type: 'SUBMIT' } & Credentials)
  | { type: 'SLIDE_OK' }
  | { type: 'SLIDE_CANCEL' }
  | { type: 'SMS_SENT'; verificationId: string | null }
  | { type: 'CAPTCHA_REQUIRED' };

/** Events for the app: open change-password, run the first-login action, forward the member, navigate. */
export type LoginEmitted =
  | { type: 'changePassword'; oldPassword: string }
  | { type: 'firstLogin' }
  | { type: 'loggedIn'; member: MemberInfo; firstTimeLogin: boolean }
  | { type: 'navigate'; to: string };

/** How the login ended. */
export type LoginOutput = { result: 'loggedIn'; member: MemberInfo } | { result: 'changePassword' } | { result: 'verificationRequired'; maskedMobileNum: string | null };

function checkCredentials(context: LoginContext, credentials: Credentials): Record<string, ValidationMessage> {
  const sms = context.loginType === 'sms';
  const rules = {
    username: validateField(credentials.username, { required: true, ...(sms ? { pattern: 'digits' as const } : {}) }),
    password: validateField(credentials.password, { required: true }),
    captcha: context.captchaRequired ? validateField(credentials.captcha ?? '', { required: true }) : null,
  };
  return Object.fromEntries(Object.entries(rules).filter((entry): entry is [string, ValidationMessage] => entry[1] !== null));
}

function pickCredentials(event: Credentials): Credentials {
  const { username, password, captcha, countryDialingCode } = event;
  return { username, password, ...(captcha !== undefined ? { captcha } : {}), ...(countryDialingCode !== undefined ? { countryDialingCode } : {}) };
}

/** Login popup and agent login: username or SMS, captcha after a failure, slide check, firebase variant. */
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
    confirmPhoneCode: placeholder<string, { verificationId: string; code: string }>('confirmPhoneCode', 'loginActors'),
    submitLogin: placeholder<LoginValue, SubmitLoginInput>('submitLogin', 'loginActors'),
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
    smsAllowed: ({ context, event }) => event.type === 'SWITCH_TYPE' && (event.loginType === 'username' || context.smsEnabled),
    invalid: ({ context, event }) => event.type === 'SUBMIT' && Object.keys(checkCredentials(context, event)).length > 0,
    usernameLogin: ({ context }) => context.loginType === 'username',
    firebaseLogin: ({ context }) => context.loginType === 'sms' && context.firebase,
    codeSent: ({ context }) => context.verificationId !== null,
    captchaInError: ({ event }) => errorValue((event as { error?: unknown }).error)?.['captcha'] === true,
    verificationRequired: ({ context }) => context.result?.verificationRequired === true,
    mustChangePassword: ({ context }) =>
      context.loginType === 'username' &&
      (context.credentials?.password === DEFAULT_WEAK_PASSWORD || (context.passwordPolicy && context.result?.passwordExpired === true)),
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
    passwordPolicy: input.flags[FLAGS.passwordExpiryForceChange] === true,
    rememberMe: false,
    remembered: { rememberMe: false, username: '', smsMobile: '' },
    captchaRequired: false,
    captchaImage: null,
    captchaError: null,
    verificationId: null,
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
                onDone: { target: 'editing', actions: assign({ remembered: ({ event }) => event.output, rememberMe: ({ event }) => event.output.rememberMe }) },
                onError: 'editing',
              },
            },
            editing: {
              on: {
                SWITCH_TYPE: { guard: 'smsAllowed', actions: assign({ loginType: ({ event }) => event.loginType, fieldErrors: {}, error: null }) },
                SET_REMEMBER: { actions: assign({ rememberMe: ({ event }) => event.rememberMe }) },
                SMS_SENT: { actions: assign({ verificationId: ({ event }) => event.verificationId }) },
                SUBMIT: [
                  { guard: 'invalid', actions: assign({ fieldErrors: ({ context, event }) => checkCredentials(context, event), error: null }) },
                  {
                    target: 'checking',
                    actions: assign({ credentials: ({ event }) => pickCredentials(event), fieldErrors: {}, error: null, result: null, member: null }),
                  },
                ],
              },
            },
            checking: {
              always: [
                { guard: 'usernameLogin', target: 'slideCheck' },
                { guard: and(['firebaseLogin', 'codeSent']), target: 'confirmingCode' },
                { guard: 'firebaseLogin', target: 'editing', actions: assign({ error: flowError('please_complete_verification') }) },
                { target: 'submitting' },
              ],
            },
            slideCheck: { on: { SLIDE_OK: 'submitting', SLIDE_CANCEL: 'editing' } },
            confirmingCode: {
              invoke: {
                id: 'confirmPhoneCode',
                src: 'confirmPhoneCode',
                input: ({ context }) => ({ verificationId: context.verificationId ?? '', code: context.credentials?.password.trim() ?? '' }),
                onDone: 'submitting',
                onError: { target: 'editing', actions: assign({ error: ({ event }) => phoneAuthError(event.error) }) },
              },
            },
            submitting: {
              invoke: {
                id: 'submitLogin',
                src: 'submitLogin',
                input: ({ context }) => ({ ...(context.credentials as Credentials), loginType: context.loginType, rememberMe: context.rememberMe }),
                onDone: { target: 'deciding', actions: assign({ result: ({ event }) => event.output }) },
                onError: [
                  {
                    guard: 'captchaInError',
                    target: 'editing',
                    actions: [assign({ error: ({ event }) => toFlowError(event.error), captchaRequired: true }), raise({ type: 'CAPTCHA_REQUIRED' })],
                  },
                  { target: 'editing', actions: assign({ error: ({ event }) => toFlowError(event.error) }) },
                ],
              },
            },
            deciding: {
              always: [
                { guard: 'verificationRequired', target: '#login.verificationRequired' },
                {
                  guard: 'mustChangePassword',
                  target: '#login.changePassword',
                  actions: emit(({ context }) => ({ type: 'changePassword' as const, oldPassword: context.credentials?.password ?? '' })),
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
                { guard: and(['agentVariant', not('memberIsAgent')]), target: 'rejecting', actions: assign({ error: flowError('error_not_agent') }) },
                { guard: 'memberIsAgent', target: '#login.loggedIn', actions: ['announceLogin', emit({ type: 'navigate', to: ROUTES.agentHome })] },
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
                onDone: { target: 'cooling', actions: assign({ captchaImage: ({ event }) => event.output, captchaError: null }) },
                onError: { target: 'cooling', actions: assign({ captchaError: flowError('image_load_error') }) },
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
    if (context.result?.verificationRequired) return { result: 'verificationRequired', maskedMobileNum: context.result.maskedMobileNum ?? null };
    return context.member ? { result: 'loggedIn', member: context.member } : { result: 'changePassword' };
  },
});
