import type { ModelSpec } from '../testing/model-harness.js';
import { downline } from '../testing/model-fixtures.js';
import { formSubmitRuns } from '../testing/model-runs.js';
import { downlineEditMachine } from './downline-edit.machine.js';

/** The downlineEdit machine's model: the runs (input, event variants, abstraction) whose union must cover it. */
export const downlineEditModel: ModelSpec = {
  name: 'downlineEdit',
  machine: downlineEditMachine,
  runs: formSubmitRuns(
    { downline, maxRebateRate: 1 },
    { nickname: 'N', remark: 'top', rebateRate: '0.5', status: 'ACTIVE' },
    { nickname: 'N', remark: '', rebateRate: '5', status: 'ACTIVE' },
    downline,
  ),
};
