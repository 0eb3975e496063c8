import { assign } from 'xstate';
import { flowError } from '../errors.js';
import { loginSetup } from './login.setup.js';

/** The captcha region: an image once a failure asks for one, at most one image a second. */
export const captchaRegion = loginSetup.createStateConfig({
  initial: 'hidden',
  states: {
    hidden: { on: { CAPTCHA_REQUIRED: 'loading' } },
    loading: {
      invoke: {
        id: 'fetchCaptcha',
        src: 'fetchCaptcha',
        onDone: {
          target: 'cooling',
          actions: assign({ captchaImage: ({ event }) => event.output, captchaError: null }),
        },
        onError: {
          target: 'cooling',
          actions: assign({ captchaError: flowError('image_load_error') }),
        },
      },
    },
    // At most one image a second: clicks while cooling are dropped, a new failure waits.
    cooling: { after: { captchaRefresh: 'ready' }, on: { CAPTCHA_REQUIRED: 'queued' } },
    queued: { after: { captchaRefresh: 'loading' } },
    ready: { on: { REFRESH_CAPTCHA: 'loading', CAPTCHA_REQUIRED: 'loading' } },
  },
});
