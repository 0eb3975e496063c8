import type { ModelSpec } from '../testing/model-harness.js';
import { downline } from '../testing/model-fixtures.js';
import { formSubmitRuns } from '../testing/model-runs.js';
import { downlineRegistrationMachine } from './downline-registration.machine.js';

/** The downlineRegistration machine's model: the runs (input, event variants, abstraction) whose union must cover it. */
export const downlineRegistrationModel: ModelSpec = {
  name: 'downlineRegistration',
  machine: downlineRegistrationMachine,
  runs: formSubmitRuns(
    { settings: { fields: [] }, maxRebateRate: 1 },
    { role: 'PLAYER', username: 'newbie2', password: 'abc123', confirmPassword: 'abc123' },
    { role: '', username: '', password: 'abc123', confirmPassword: 'abc' },
    downline,
  ),
};
