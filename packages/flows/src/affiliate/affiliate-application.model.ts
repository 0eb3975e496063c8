import { done, fail, networkError, serverError } from '../testing/fakes.js';
import type { ModelSpec } from '../testing/model-harness.js';
import { affiliateApplicationMachine } from './affiliate-application.machine.js';

const affiliateValues = {
  name: 'Linh Tran',
  email: 'a@b.co',
  countryDialingCode: '+84',
  mobile: '912345678',
  channels: [{ type: 'WEBSITE', link: 'https://a.b.co' }],
  expectedMonthlyPlayers: '11-50',
  message: '',
  termsAccepted: true,
};

/** The affiliateApplication machine's model: the runs (input, event variants, abstraction) whose union must cover it. */
export const affiliateApplicationModel: ModelSpec = {
  name: 'affiliateApplication',
  machine: affiliateApplicationMachine,
  runs: [
    {
      events: [
        { type: 'SUBMIT', values: affiliateValues },
        { type: 'SUBMIT', values: { ...affiliateValues, termsAccepted: false } },
        done('apply', {
          reference: 'AF-1',
          status: 'pending',
          email: 'a@b.co',
          submittedTime: '2026-11-26 03:40:00',
        }),
        fail('apply', serverError('pending', { code: 'AFFILIATE_APPLICATION_PENDING', reference: 'AF-1' })),
        fail('apply', serverError('bad email', { code: 'AFFILIATE_FIELD_INVALID', field: 'email' })),
        fail('apply', networkError()),
      ],
      serialize: ({ context: c }) => [Object.keys(c.fieldErrors).length > 0, c.error?.key ?? null],
    },
  ],
};
