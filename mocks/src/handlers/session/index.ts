/**
 * session: RSA key, login (captcha after a failure, SMS login, verification), social sign-in, free play,
 * logout, captcha.
 */
import { captchaHandlers } from './captcha';
import { loginHandlers } from './login';
import { logoutHandlers } from './sessions';
import { socialLoginHandlers } from './social-login';

/** The session tag's handlers. */
export const sessionHandlers = [
  ...loginHandlers,
  ...socialLoginHandlers,
  ...logoutHandlers,
  ...captchaHandlers,
];
