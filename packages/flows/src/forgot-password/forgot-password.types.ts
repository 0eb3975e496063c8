import type { FlowError } from '../errors.js';
import type { MemberInfo } from '../ports/sdk.js';
import type { ValidationMessage } from '../validation/index.js';

/** Forgot password by email or by phone. */
export type ForgotMode = 'email' | 'phone';

/** The phone mode's values; the email mode sends `username` and `email`. */
export interface ForgotValues {
  username?: string;
  email?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  verificationCode?: string;
  newPassword?: string;
  confirmPassword?: string;
}

/** `forgotPasswordMachine`'s context. */
export interface ForgotContext {
  mode: ForgotMode;
  values: ForgotValues;
  fieldErrors: Record<string, ValidationMessage>;
  error: FlowError | null;
}

/** Events the UI sends to `forgotPasswordMachine`. */
export type ForgotEvent =
  | { type: 'SELECT_MODE'; mode: ForgotMode }
  // phoneDigits: the chosen country's number length ('Phone must have {0} digits'), when known.
  | { type: 'SUBMIT'; values: ForgotValues; phoneDigits?: number }
  | { type: 'CLOSE' };
/** Events `forgotPasswordMachine` emits for the app to act on. */
export type ForgotEmitted =
  | { type: 'closeModal' }
  | { type: 'openLogin' }
  | { type: 'loggedIn'; member: MemberInfo; firstTimeLogin: boolean }
  | { type: 'navigate'; to: string };
