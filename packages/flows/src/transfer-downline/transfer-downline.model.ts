import type { ModelSpec } from '../testing/model-harness.js';
import { memberTransferRuns } from '../testing/model-runs.js';
import { transferDownlineMachine } from './transfer-downline.machine.js';

/** The transferDownline machine's model: the runs (input, event variants, abstraction) whose union must cover it. */
export const transferDownlineModel: ModelSpec = {
  name: 'transferDownline',
  machine: transferDownlineMachine,
  runs: memberTransferRuns({ downlineAccount: 'sub1' }, 'agent', 'sub1'),
};
