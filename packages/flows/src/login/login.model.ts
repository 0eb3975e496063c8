import { done, fail, serverError } from '../testing/fakes.js';
import type { AnyMachineSnapshot } from 'xstate';
import type { ModelSpec } from '../testing/model-harness.js';
import { player, agent } from '../testing/model-fixtures.js';
import { loginMachine } from './login.machine.js';

const loginOk = { token: 't', firstTimeLogin: false, passwordExpired: false };

/** What the login's guards read. */
const loginKey = ({ context: c }: AnyMachineSnapshot) => [
  c.loginType,
  c.captchaRequired,
  c.verificationId !== null,
  c.credentials?.password === '123456',
  c.result?.passwordExpired,
  c.result?.verificationRequired,
  c.member?.type,
];

const loginEvents = (firebase: boolean) => [
  { type: 'SWITCH_TYPE', loginType: 'sms' },
  { type: 'SWITCH_TYPE', loginType: 'username' },
  { type: 'SET_REMEMBER', rememberMe: true },
  { type: 'SUBMIT', username: firebase ? '912345678' : 'alice', password: 'secret1', captcha: 'x' },
  { type: 'SUBMIT', username: '912345678', password: '123456', captcha: 'x' },
  { type: 'SUBMIT', username: '', password: '' },
  // Only the firebase variant reads the verification id; elsewhere it would only multiply states.
  firebase ? { type: 'SMS_SENT', verificationId: 'vid' } : { type: 'SMS_SENT', verificationId: null },
  done('readRemembered', { rememberMe: true, username: 'alice', smsMobile: '' }),
  fail('readRemembered', new Error('cookies')),
  done('fetchCaptcha', 'img'),
  fail('fetchCaptcha', serverError('down')),
  done('confirmPhoneCode', 'idToken'),
  fail('confirmPhoneCode', { code: 'auth/code-expired' }),
  done('submitLogin', loginOk),
  done('submitLogin', { ...loginOk, passwordExpired: true, firstTimeLogin: true }),
  done('submitLogin', {
    token: null,
    firstTimeLogin: false,
    passwordExpired: false,
    verificationRequired: true,
    maskedMobileNum: '09***1',
  }),
  fail('submitLogin', serverError('wrong password', { captcha: true })),
  fail('submitLogin', serverError('wrong password')),
  done('loadMember', player),
  done('loadMember', agent),
  fail('loadMember', serverError('no member')),
  done('dropSession', true),
  fail('dropSession', serverError('already gone')),
];

/** The login machine's model: the runs (input, event variants, abstraction) whose union must cover it. */
export const loginModel: ModelSpec = {
  name: 'login',
  machine: loginMachine,
  runs: [
    // CAPTCHA_REQUIRED is raised by the machine itself; the later runs leave out what the first covers.
    {
      input: { flags: { MOBILEVERCODELOGIN3: true, PWDEXPFORCECHANGE3: true } },
      events: loginEvents(false),
      serialize: loginKey,
      skip: ['CAPTCHA_REQUIRED'],
    },
    {
      input: { variant: 'agent', flags: {} },
      events: loginEvents(false),
      serialize: loginKey,
      skip: ['CAPTCHA_REQUIRED', 'SET_REMEMBER', 'SMS_SENT', 'SWITCH_TYPE', 'REFRESH_CAPTCHA'],
    },
    {
      input: { flags: { MOBILEVERCODELOGIN3: true }, firebaseSms: true },
      events: loginEvents(true),
      serialize: loginKey,
      skip: ['CAPTCHA_REQUIRED', 'SET_REMEMBER', 'REFRESH_CAPTCHA'],
    },
    // Social sign-in alone: its own small event set keeps the graph from multiplying the form's.
    {
      input: {
        flags: {},
        socialProviders: [{ provider: 'google', clientId: 'c', authUrl: 'https://accounts.example/auth' }],
      },
      events: [
        { type: 'SOCIAL_SIGN_IN', provider: 'google' },
        { type: 'SOCIAL_SIGN_IN', provider: 'facebook' },
        done('readRemembered', { rememberMe: false, username: '', smsMobile: '' }),
        done('socialSignIn', { ...loginOk, firstTimeLogin: true }),
        fail('socialSignIn', { code: 'cancelled' }),
        fail('socialSignIn', serverError('Social sign-in failed')),
        done('loadMember', player),
        fail('loadMember', serverError('no member')),
        done('dropSession', true),
      ],
      serialize: loginKey,
      skip: ['CAPTCHA_REQUIRED', 'SET_REMEMBER', 'REFRESH_CAPTCHA', 'SWITCH_TYPE', 'SUBMIT', 'SMS_SENT'],
    },
  ],
};
