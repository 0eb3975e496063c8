import { done, fail, networkError, serverError } from '../testing/fakes.js';
import type { ModelSpec } from '../testing/model-harness.js';
import { player } from '../testing/model-fixtures.js';
import { changePasswordMachine } from './change-password.machine.js';

/** The changePassword machine's model: the runs (input, event variants, abstraction) whose union must cover it. */
export const changePasswordModel: ModelSpec = {
  name: 'changePassword',
  machine: changePasswordMachine,
  runs: [
    {
      input: { knownOldPassword: '123456' },
      events: [
        { type: 'SUBMIT', values: { newPassword: '', confirmNewPassword: '' } },
        { type: 'SUBMIT', values: { newPassword: 'abc123', confirmNewPassword: 'abc123' } },
        done('changePassword', true),
        fail('changePassword', serverError('weak')),
        done('loadMember', player),
        fail('loadMember', networkError()),
      ],
    },
  ],
};
