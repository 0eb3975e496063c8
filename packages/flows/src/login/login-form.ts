import { checkPhoneDigits, validateField, type ValidationMessage } from '../validation/index.js';
import type { Credentials, LoginContext } from './login.types.js';

/** The login form's checks: username (for SMS digits, as many as the country's numbers have) and password required, the captcha once shown. */
export function checkCredentials(
  context: LoginContext,
  credentials: Credentials,
): Record<string, ValidationMessage> {
  const sms = context.loginType === 'sms';
  const username = validateField(credentials.username, {
    required: true,
    ...(sms ? { pattern: 'digits' as const } : {}),
  });
  const rules = {
    username:
      username ??
      (sms && credentials.phoneDigits
        ? checkPhoneDigits(credentials.username, credentials.phoneDigits)
        : null),
    password: validateField(credentials.password, { required: true }),
    captcha: context.captchaRequired ? validateField(credentials.captcha ?? '', { required: true }) : null,
  };
  return Object.fromEntries(
    Object.entries(rules).filter((entry): entry is [string, ValidationMessage] => entry[1] !== null),
  );
}

/** The credentials of a SUBMIT event, without its type. */
export function pickCredentials(event: Credentials): Credentials {
  const { username, password, captcha, countryDialingCode } = event;
  // phoneDigits is a check of the form, not a credential: it goes no further.
  return {
    username,
    password,
    ...(captcha !== undefined ? { captcha } : {}),
    ...(countryDialingCode !== undefined ? { countryDialingCode } : {}),
  };
}
