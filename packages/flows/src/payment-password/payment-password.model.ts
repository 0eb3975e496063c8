import type { ModelSpec } from '../testing/model-harness.js';
import { formSubmitRuns } from '../testing/model-runs.js';
import { paymentPasswordMachine } from './payment-password.machine.js';

/** The paymentPassword machine's model: the runs (input, event variants, abstraction) whose union must cover it. */
export const paymentPasswordModel: ModelSpec = {
  name: 'paymentPassword',
  machine: paymentPasswordMachine,
  runs: formSubmitRuns(
    { mode: 'change' },
    { current: '111111', password: '123456', confirm: '123456' },
    { current: '', password: '1', confirm: '' },
    true,
  ),
};
