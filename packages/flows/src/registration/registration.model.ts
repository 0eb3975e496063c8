import { done, fail, networkError, serverError } from '../testing/fakes.js';
import type { ModelSpec } from '../testing/model-harness.js';
import { player } from '../testing/model-fixtures.js';
import { registrationMachine } from './registration.machine.js';

/** One model per machine: the input and the event variants the traversal explores. */
const registerSettings = {
  fields: [
    {
      field: 'username',
      show: true,
      required: true,
      patternId: 2,
      acceptedPattern: '*',
      minLength: 4,
      maxLength: 11,
    },
    { field: 'password', show: true, required: true, acceptedPattern: '*', minLength: 6, maxLength: 12 },
    { field: 'affiliateCode', show: true, required: false, acceptedPattern: '*', minLength: 0, maxLength: 0 },
  ],
};

const registrationEvents = [
  { type: 'SELECT_TAB', tab: 'mobile' },
  { type: 'SELECT_TAB', tab: 'username' },
  { type: 'SUBMIT', values: {}, termsAccepted: false },
  { type: 'SUBMIT', values: { username: 'x' }, termsAccepted: true },
  {
    type: 'SUBMIT',
    values: {
      username: 'alice1',
      password: 'abc123',
      confirmPassword: 'abc123',
      mobileNum: '912',
      verificationCode: '1',
    },
    termsAccepted: true,
  },
  {
    type: 'SUBMIT',
    values: { username: 'alice1', password: 'abc123', confirmPassword: 'abc123', affiliateCode: 'AF' },
    termsAccepted: true,
  },
  done('loadSettings', registerSettings),
  fail('loadSettings', networkError()),
  done('checkAffiliate', { code: 'AF', valid: true }),
  done('checkAffiliate', { code: 'AF', valid: false }),
  fail('checkAffiliate', serverError('no such code')),
  done('register', { account: 'alice1', token: 't' }),
  fail('register', serverError('taken')),
  done('loadMember', player),
  fail('loadMember', networkError()),
];

// The brand shows the image captcha: the valid submits carry it, the image loads, fails, refreshes.
const captchaSettings = {
  fields: [
    ...registerSettings.fields,
    { field: 'captcha', show: true, required: true, acceptedPattern: '*', minLength: 0, maxLength: 0 },
  ],
};

const captchaRegistrationEvents = [
  ...registrationEvents.map((event) =>
    event.type === 'SUBMIT' && 'values' in event && event.termsAccepted && 'password' in event.values
      ? { ...event, values: { ...event.values, captcha: 'AB12' } }
      : event,
  ),
  done('loadSettings', captchaSettings),
  done('fetchCaptcha', 'img'),
  fail('fetchCaptcha', serverError('down')),
  { type: 'REFRESH_CAPTCHA' },
];

/** The registration machine's model: the runs (input, event variants, abstraction) whose union must cover it. */
export const registrationModel: ModelSpec = {
  name: 'registration',
  machine: registrationMachine,
  runs: [
    {
      input: { flags: { MOBILENUMREG3: true }, today: '2026-11-22' },
      events: registrationEvents,
      serialize: ({ context: c }) => [c.tab, c.values],
    },
    {
      input: { flags: {}, usernameRegister: false, today: '2026-11-22' },
      events: registrationEvents,
      serialize: ({ context: c }) => [c.tab],
    },
    {
      input: { flags: { REGMOBVERF3: true }, today: '2026-11-22', firebaseSms: true },
      events: registrationEvents,
      serialize: ({ context: c }) => [c.tab, c.values, c.verificationId !== null],
    },
    {
      input: { flags: {}, today: '2026-11-22' },
      events: captchaRegistrationEvents,
      serialize: ({ context: c }) => [c.values, c.settings !== null && c.settings.fields.length],
    },
  ],
};
