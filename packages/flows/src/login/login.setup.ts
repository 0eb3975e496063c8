import { emit, enqueueActions, setup } from 'xstate';
import { CAPTCHA_REFRESH_MS, DEFAULT_WEAK_PASSWORD } from '../constants.js';
import { errorValue } from '../errors.js';
import { memberRole } from '../member-role.js';
import type { LoginValue, MemberInfo, SocialProviderConfig } from '../ports/sdk.js';
import { placeholder } from '../shared/placeholder-actor.js';
import { checkCredentials } from './login-form.js';
import type {
  LoginContext,
  LoginEmitted,
  LoginEvent,
  LoginMachineInput,
  LoginOutput,
  SubmitLoginInput,
} from './login.types.js';
import type { Remembered } from './remember-me.js';

/** The login machine's types, actors, actions, delays and guards, referred to by name in its states. */
export const loginSetup = setup({
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
});
