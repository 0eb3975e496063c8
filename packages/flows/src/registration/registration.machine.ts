import { and, assign, emit, setup } from 'xstate';
import { CAPTCHA_REFRESH_MS, ROUTES } from '../constants.js';
import { flowError, toFlowError } from '../errors.js';
import { phoneAuthError } from '../phone-auth-errors.js';
import type { MemberInfo, RegisterSettings } from '../ports/sdk.js';
import { checkTerms, type ValidationMessage } from '../validation/index.js';
import {
  availableTabs,
  captchaShown,
  needsAffiliateCheck,
  validateRegistration,
  type RegisterTab,
} from './registration-form.js';
import { fetchCaptchaInvoke } from '../shared/captcha-fetch.js';
import { placeholder } from '../shared/placeholder-actor.js';
import type {
  RegisterCall,
  RegistrationContext,
  RegistrationEmitted,
  RegistrationEvent,
  RegistrationInput,
} from './registration.types.js';

function formErrors(
  context: RegistrationContext,
  event: RegistrationEvent,
): Record<string, ValidationMessage> {
  if (event.type !== 'SUBMIT' || !context.tab || !context.settings) return {};
  const { flags, today } = context.input;
  // The chosen country's number length (from the SUBMIT, as the country can change) wins over a fixed one.
  const phoneDigits = event.phoneDigits ?? context.input.phoneDigits;
  return validateRegistration(context.tab, event.values, {
    flags,
    settings: context.settings,
    today,
    ...(phoneDigits ? { phoneDigits } : {}),
  });
}

/**
 * Registration: tabs by flags, fields by the server's rules; terms -> fields -> affiliate code ->
 * human check -> (firebase: the provider confirms the SMS code) -> register -> login info -> close -> /.
 */
export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
    emitted: {} as RegistrationEmitted,
  },
  actors: {
    loadSettings: placeholder<RegisterSettings>('loadSettings', 'registrationActors'),
    checkAffiliate: placeholder<{ valid: boolean }, { code: string }>('checkAffiliate', 'registrationActors'),
    confirmPhoneCode: placeholder<string, { verificationId: string; code: string }>(
      'confirmPhoneCode',
      'registrationActors',
    ),
    register: placeholder<unknown, RegisterCall>('register', 'registrationActors'),
    loadMember: placeholder<MemberInfo>('loadMember', 'registrationActors'),
    fetchCaptcha: placeholder<string>('fetchCaptcha', 'registrationActors'),
  },
  delays: { captchaRefresh: CAPTCHA_REFRESH_MS },
  guards: {
    tabShown: ({ context, event }) => event.type === 'SELECT_TAB' && context.tabs.includes(event.tab),
    termsMissing: ({ event }) => event.type === 'SUBMIT' && !event.termsAccepted,
    invalid: ({ context, event }) => Object.keys(formErrors(context, event)).length > 0,
    affiliateToCheck: ({ context }) => needsAffiliateCheck(context.settings, context.values),
    affiliateValid: ({ event }) => (event as { output?: { valid?: unknown } }).output?.valid === true,
    // The code goes through the provider on the mobile tab, and on the username tab with REGMOBVERF3.
    firebaseCode: ({ context }) =>
      context.input.firebaseSms === true && (context.values['verificationCode'] ?? '').trim() !== '',
    codeSent: ({ context }) => context.verificationId !== null,
    captchaShown: ({ context }) => captchaShown(context.settings),
  },
}).createMachine({
  id: 'registration',
  initial: 'loadingSettings',
  context: ({ input }) => {
    const tabs = availableTabs(input.flags, input.usernameRegister);
    return {
      input,
      tabs,
      tab: tabs[0] ?? null,
      settings: null,
      values: {},
      fieldErrors: {},
      error: null,
      member: null,
      verificationId: null,
      firebaseIdToken: null,
      captchaImage: null,
      captchaError: null,
    };
  },
  states: {
    loadingSettings: {
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: [
          {
            guard: ({ context }) => context.tab === null,
            target: 'unavailable',
            actions: assign({ settings: ({ event }) => event.output }),
          },
          { target: 'editing', actions: assign({ settings: ({ event }) => event.output }) },
        ],
        onError: {
          target: 'settingsFailed',
          actions: assign({ error: ({ event }) => toFlowError(event.error) }),
        },
      },
    },
    settingsFailed: { on: { RETRY: { target: 'loadingSettings', actions: assign({ error: null }) } } },
    unavailable: { type: 'final' },
    editing: {
      // A fresh image on entry (first show, and after a refused register: a captcha is single use).
      initial: 'captcha',
      states: {
        captcha: { always: [{ guard: 'captchaShown', target: 'loadingCaptcha' }, { target: 'ready' }] },
        loadingCaptcha: {
          invoke: fetchCaptchaInvoke<RegistrationContext, RegistrationEvent>(),
        },
        // As the login's: a click refreshes the image at most once per second.
        cooling: { after: { captchaRefresh: 'ready' } },
        ready: { on: { REFRESH_CAPTCHA: { guard: 'captchaShown', target: 'loadingCaptcha' } } },
      },
      on: {
        SMS_SENT: { actions: assign({ verificationId: ({ event }) => event.verificationId }) },
        SELECT_TAB: {
          guard: 'tabShown',
          actions: assign({ tab: ({ event }) => event.tab, fieldErrors: {}, error: null }),
        },
        SUBMIT: [
          {
            guard: 'termsMissing',
            actions: assign({
              error: ({ context }) => ({
                code: 'terms',
                ...(checkTerms(false, context.input.termsName ?? 'terms') as ValidationMessage),
              }),
            }),
          },
          {
            guard: 'invalid',
            actions: assign({ fieldErrors: ({ context, event }) => formErrors(context, event), error: null }),
          },
          {
            target: 'affiliate',
            actions: assign({
              // Mobile registration: the mobile number is the username.
              values: ({ context, event }) =>
                context.tab === 'mobile'
                  ? { ...event.values, username: event.values['mobileNum']?.trim() ?? '' }
                  : { ...event.values },
              fieldErrors: {},
              error: null,
            }),
          },
        ],
      },
    },
    affiliate: {
      always: [{ guard: 'affiliateToCheck', target: 'checkingAffiliate' }, { target: 'humanCheck' }],
    },
    checkingAffiliate: {
      invoke: {
        id: 'checkAffiliate',
        src: 'checkAffiliate',
        input: ({ context }) => ({ code: context.values['affiliateCode']?.trim() ?? '' }),
        onDone: [
          { guard: 'affiliateValid', target: 'humanCheck' },
          {
            target: 'editing.ready',
            actions: assign({ fieldErrors: { affiliateCode: { key: 'invitation_code_error' } } }),
          },
        ],
        onError: {
          target: 'editing.ready',
          actions: assign({ fieldErrors: { affiliateCode: { key: 'invitation_code_error' } } }),
        },
      },
    },
    humanCheck: { on: { HUMAN_OK: 'phoneCode', HUMAN_CANCEL: 'editing.ready' } },
    phoneCode: {
      always: [
        { guard: and(['firebaseCode', 'codeSent']), target: 'confirmingCode' },
        {
          guard: 'firebaseCode',
          target: 'editing.ready',
          actions: assign({ error: flowError('please_complete_verification') }),
        },
        { target: 'registering' },
      ],
    },
    confirmingCode: {
      invoke: {
        id: 'confirmPhoneCode',
        src: 'confirmPhoneCode',
        input: ({ context }) => ({
          verificationId: context.verificationId ?? '',
          code: context.values['verificationCode']?.trim() ?? '',
        }),
        onDone: { target: 'registering', actions: assign({ firebaseIdToken: ({ event }) => event.output }) },
        onError: {
          target: 'editing.ready',
          actions: assign({ error: ({ event }) => phoneAuthError(event.error) }),
        },
      },
    },
    registering: {
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => ({
          tab: context.tab as RegisterTab,
          values: context.values,
          referralCode: context.input.referralCode ?? null,
          firebaseIdToken: context.firebaseIdToken,
        }),
        onDone: 'loadingMember',
        onError: { target: 'editing', actions: assign({ error: ({ event }) => toFlowError(event.error) }) },
      },
    },
    loadingMember: {
      invoke: {
        id: 'loadMember',
        src: 'loadMember',
        onDone: {
          target: 'registered',
          actions: [
            assign({ member: ({ event }) => event.output }),
            emit(({ event }) => ({ type: 'loggedIn' as const, member: event.output, firstTimeLogin: true })),
          ],
        },
        // The account exists: close and go home; the session machine retries the member info.
        onError: { target: 'registered', actions: assign({ error: flowError('login_info_failed') }) },
      },
    },
    registered: {
      type: 'final',
      entry: [emit({ type: 'closeModal' }), emit({ type: 'navigate', to: ROUTES.home })],
    },
  },
});
