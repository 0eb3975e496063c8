import { done, fail, serverError } from '../testing/fakes.js';
import type { ModelSpec } from '../testing/model-harness.js';
import { smsCountdownMachine } from './sms-countdown.machine.js';

/** The smsCountdown machine's model: the runs (input, event variants, abstraction) whose union must cover it. */
export const smsCountdownModel: ModelSpec = {
  name: 'smsCountdown',
  machine: smsCountdownMachine,
  runs: [
    {
      input: { channel: 'noLogin' },
      events: [
        { type: 'SEND', mobileNum: '912345678', countryDialingCode: '63' },
        done('sendCode', { seconds: 3 }),
        fail('sendCode', serverError('too often')),
      ],
    },
    {
      input: { channel: 'firebase' },
      events: [
        { type: 'SEND', mobileNum: '912345678', countryDialingCode: '63' },
        done('sendCode', { seconds: 2, verificationId: 'v1' }),
        fail('sendCode', { code: 'auth/too-many-requests' }),
      ],
    },
  ],
};
