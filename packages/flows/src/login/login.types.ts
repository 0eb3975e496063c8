import type { FlowError } from '../errors.js';
import type { LoginValue, MemberInfo, SocialProvider, SocialProviderConfig } from '../ports/sdk.js';
import type { Remembered } from './remember-me.js';
import type { ValidationMessage } from '../validation/index.js';
import type { Flags } from '../whitelabel.js';

/** Username/password or mobile number/SMS code. */
export type LoginType = 'username' | 'sms';
/** `member`: the site's login popup; `agent`: the /agent landing, agents only. */
export type LoginVariant = 'member' | 'agent';

/** What `loginMachine` is created with. */
export interface LoginMachineInput {
  variant?: LoginVariant;
  flags: Flags;
  /** The brand sends SMS codes through the phone-auth provider (configuration `register.firebaseSms`). */
  firebaseSms?: boolean;
  /** The social providers the brand offers (configuration `info.socialLogin.providers`). */
  socialProviders?: readonly SocialProviderConfig[];
}

/** What the user typed; for SMS, username is the mobile number and password the code. */
export interface Credentials {
  username: string;
  password: string;
  captcha?: string;
  countryDialingCode?: string;
  /** Digits the mobile number must have in the chosen country (its `mobileLength`), when known. */
  phoneDigits?: number;
}

/** What the submitLogin actor gets. */
export interface SubmitLoginInput extends Credentials {
  loginType: LoginType;
  rememberMe: boolean;
  /** The phone-auth provider's id token, on a firebase SMS login: the backend checks it instead of a code of its own. */
  firebaseIdToken?: string;
}

/** `loginMachine`'s context. */
export interface LoginContext {
  variant: LoginVariant;
  loginType: LoginType;
  smsEnabled: boolean;
  firebase: boolean;
  socialProviders: readonly SocialProviderConfig[];
  /** The provider of the social sign-in under way. */
  socialProvider: SocialProvider | null;
  /** Why the last social sign-in failed (shown by the social buttons, apart from the form's error). */
  socialError: FlowError | null;
  passwordPolicy: boolean;
  rememberMe: boolean;
  remembered: Remembered;
  captchaRequired: boolean;
  captchaImage: string | null;
  captchaError: FlowError | null;
  verificationId: string | null;
  /** The provider's id token once it confirmed the code (firebase SMS). */
  firebaseIdToken: string | null;
  credentials: Credentials | null;
  fieldErrors: Record<string, ValidationMessage>;
  error: FlowError | null;
  result: LoginValue | null;
  member: MemberInfo | null;
}

/** Events the UI sends to `loginMachine`. */
export type LoginEvent =
  | { type: 'SWITCH_TYPE'; loginType: LoginType }
  | { type: 'SET_REMEMBER'; rememberMe: boolean }
  | { type: 'REFRESH_CAPTCHA' }
  | ({ type: 'SUBMIT' } & Credentials)
  | { type: 'SLIDE_OK' }
  | { type: 'SLIDE_CANCEL' }
  | { type: 'SMS_SENT'; verificationId: string | null }
  | { type: 'SOCIAL_SIGN_IN'; provider: SocialProvider }
  | { type: 'CAPTCHA_REQUIRED' };

/** Events for the app: open change-password, run the first-login action, forward the member, navigate. */
export type LoginEmitted =
  /** The password must change first: the default weak password, or an expired one under the password policy. */
  | { type: 'changePassword'; oldPassword: string; reason: 'weak' | 'expired' }
  | { type: 'firstLogin' }
  | { type: 'loggedIn'; member: MemberInfo; firstTimeLogin: boolean }
  | { type: 'navigate'; to: string };

/** How the login ended. */
export type LoginOutput =
  | { result: 'loggedIn'; member: MemberInfo }
  | { result: 'changePassword' }
  | { result: 'verificationRequired'; maskedMobileNum: string | null };
