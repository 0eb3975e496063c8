import type { FlowError } from '../errors.js';
import type { MemberInfo, RegisterSettings } from '../ports/sdk.js';
import type { ValidationMessage } from '../validation/index.js';
import type { Flags } from '../whitelabel.js';
import type { RegisterTab } from './registration-form.js';

/** What `registrationMachine` is created with. */
export interface RegistrationInput {
  flags: Flags;
  /** Configuration `register.usernameRegister` (username tab unless false). */
  usernameRegister?: boolean;
  /** `?referralCode=` of /register. */
  referralCode?: string;
  /** Today (yyyy-MM-dd) for the age check. */
  today: string;
  /** The terms' display name for 'Please agree to the {0}'. */
  termsName?: string;
  phoneDigits?: number;
  /** The brand verifies SMS codes through the phone-auth provider (configuration `register.firebaseSms`). */
  firebaseSms?: boolean;
}

/** What the register actor gets: the tab and the form values (username = mobile on the mobile tab). */
export interface RegisterCall {
  tab: RegisterTab;
  values: Record<string, string>;
  referralCode: string | null;
  /** The provider's id token when the code was confirmed through phone auth. */
  firebaseIdToken: string | null;
}

/** `registrationMachine`'s context. */
export interface RegistrationContext {
  input: RegistrationInput;
  tabs: RegisterTab[];
  tab: RegisterTab | null;
  settings: RegisterSettings | null;
  values: Record<string, string>;
  fieldErrors: Record<string, ValidationMessage>;
  error: FlowError | null;
  member: MemberInfo | null;
  verificationId: string | null;
  firebaseIdToken: string | null;
  /** The image captcha (data URL or base64) while the settings show `captcha`. */
  captchaImage: string | null;
  captchaError: FlowError | null;
}

/** Events the UI sends to `registrationMachine`. */
export type RegistrationEvent =
  | { type: 'SELECT_TAB'; tab: RegisterTab }
  | { type: 'SUBMIT'; values: Record<string, string>; termsAccepted: boolean; phoneDigits?: number }
  | { type: 'HUMAN_OK' }
  | { type: 'HUMAN_CANCEL' }
  | { type: 'SMS_SENT'; verificationId: string | null }
  | { type: 'RETRY' }
  | { type: 'REFRESH_CAPTCHA' };

/** Events `registrationMachine` emits for the app to act on. */
export type RegistrationEmitted =
  | { type: 'loggedIn'; member: MemberInfo; firstTimeLogin: boolean }
  | { type: 'closeModal' }
  | { type: 'navigate'; to: string };
