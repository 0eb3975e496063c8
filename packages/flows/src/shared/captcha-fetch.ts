import { assign, type DoneActorEvent, type ErrorActorEvent, type EventObject } from 'xstate';
import { flowError, type FlowError } from '../errors.js';

/** What fetching the image captcha sets in a form flow's context. */
interface CaptchaFields {
  captchaImage: string | null;
  captchaError: FlowError | null;
}

/**
 * The image captcha's fetch (login and registration): the `fetchCaptcha` actor's image, or the
 * message that none came; either way to `cooling`, so clicks cannot ask for images faster.
 */
export function fetchCaptchaInvoke<TContext extends CaptchaFields, TEvent extends EventObject>() {
  return {
    id: 'fetchCaptcha',
    src: 'fetchCaptcha',
    onDone: {
      target: 'cooling',
      actions: assign<TContext, DoneActorEvent<string>, undefined, TEvent, never>(
        ({ event }) => ({ captchaImage: event.output, captchaError: null }) as Partial<TContext>,
      ),
    },
    onError: {
      target: 'cooling',
      actions: assign<TContext, ErrorActorEvent, undefined, TEvent, never>(
        () => ({ captchaError: flowError('image_load_error') }) as Partial<TContext>,
      ),
    },
  } as const;
}
