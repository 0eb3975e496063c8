import { fetchCaptchaInvoke } from '../shared/captcha-fetch.js';
import { loginSetup } from './login.setup.js';
import type { LoginContext, LoginEvent } from './login.types.js';

/** The captcha region: an image once a failure asks for one, at most one image a second. */
export const captchaRegion = loginSetup.createStateConfig({
  initial: 'hidden',
  states: {
    hidden: { on: { CAPTCHA_REQUIRED: 'loading' } },
    loading: { invoke: fetchCaptchaInvoke<LoginContext, LoginEvent>() },
    // At most one image a second: clicks while cooling are dropped, a new failure waits.
    cooling: { after: { captchaRefresh: 'ready' }, on: { CAPTCHA_REQUIRED: 'queued' } },
    queued: { after: { captchaRefresh: 'loading' } },
    ready: { on: { REFRESH_CAPTCHA: 'loading', CAPTCHA_REQUIRED: 'loading' } },
  },
});
