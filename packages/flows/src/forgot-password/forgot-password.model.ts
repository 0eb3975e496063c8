import { done, fail, networkError, serverError } from '../testing/fakes.js';
import type { ModelSpec } from '../testing/model-harness.js';
import { player } from '../testing/model-fixtures.js';
import { forgotPasswordMachine } from './forgot-password.machine.js';

/** The forgotPassword machine's model: the runs (input, event variants, abstraction) whose union must cover it. */
export const forgotPasswordModel: ModelSpec = {
  name: 'forgotPassword',
  machine: forgotPasswordMachine,
  runs: [
    {
      input: {},
      events: [
        { type: 'SELECT_MODE', mode: 'phone' },
        { type: 'SELECT_MODE', mode: 'email' },
        { type: 'SUBMIT', values: {} },
        {
          type: 'SUBMIT',
          values: {
            username: 'alice',
            email: 'a@b.co',
            mobileNum: '912',
            verificationCode: '1',
            newPassword: 'abc123',
            confirmPassword: 'abc123',
          },
        },
        done('sendEmail', true),
        fail('sendEmail', serverError('Username/Email does not exist')),
        done('setPassword', true),
        fail('setPassword', serverError('code expired')),
        done('autoLogin', player),
        fail('autoLogin', networkError()),
      ],
      serialize: ({ context: c }) => [c.mode],
    },
  ],
};
